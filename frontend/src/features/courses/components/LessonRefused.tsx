import { useLocation } from 'react-router-dom';
import type { ApiError } from '../../../api';
import { serverMessage } from '../../../api/error-message';
import { ButtonLink } from '../../../components/ButtonLink';
import { loginPathReturningTo } from '../../auth';

export const SIGN_IN_TO_OPEN = 'Sign in to open this lesson.';
const LOAD_FAILED = 'Failed to load this lesson. Please try again later.';

// Why the lesson cannot be read: not signed in (with the way to sign in and come back), or the
// server's reason (not a student; not open yet, with its date; gone).
export function LessonRefused({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const status = (error as ApiError | undefined)?.status;
  return (
    <div className="lesson-page__refused" role="alert">
      {status === 401 ? (
        <>
          <p className="status-message">{SIGN_IN_TO_OPEN}</p>
          <ButtonLink to={loginPathReturningTo(pathname)} type="primary">
            Sign in
          </ButtonLink>
        </>
      ) : (
        <p className="status-message">{serverMessage(error, LOAD_FAILED)}</p>
      )}
    </div>
  );
}
