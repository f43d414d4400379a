import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { loginPathReturningTo, useAuth } from '../../auth';
import { membersOnlyClass } from './members-only';

export { membersOnlyClass };

export const MEMBERS_ONLY = 'This post is for members';
// the shop's membership tiers
export const MEMBERSHIPS_PATH = '/products?type=membership';

// What a reader who may not read a members-only post gets in place of its content: the way to
// become a member and, signed out, to sign in (a member comes back to the post).
export function MembersOnlyBox() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const heading = useId();
  return (
    <section className="members-only-box members-only" aria-labelledby={heading}>
      <h2 id={heading} className="members-only-box__title">
        {MEMBERS_ONLY}
      </h2>
      <p className="members-only-box__text">
        Become a member to read it in full, with every members-only post and the paid edition of the daily e-mail.
      </p>
      <div className="members-only-box__actions">
        <ButtonLink to={MEMBERSHIPS_PATH} type="primary">
          Become a member
        </ButtonLink>
        {!user && <ButtonLink to={loginPathReturningTo(pathname)}>Sign in</ButtonLink>}
      </div>
    </section>
  );
}
