import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, type UserDto } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { RETURN_PARAM, safeReturnPath } from './return-path';

// Once signed in (or registered, which signs in): home, or back to the page that sent the visitor
// to /login (?next=, e.g. the checkout of a Buy Now).
export function useSignedIn(): (user: UserDto) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (user) => {
    // the navbar greets the visitor at once, without waiting for the next poll
    void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, user));
    // replace: Back from the page signed in for does not reopen the sign-in form
    void navigate(safeReturnPath(params.get(RETURN_PARAM)), { replace: true });
  };
}
