import { Button } from '../../components/button/Button';
import { ButtonLink } from '../../components/ButtonLink';
import type { UserDto } from '../../api';
import { useLogout } from '../../features/auth';

interface AuthActionsProps {
  user: UserDto | null;
  // the first answer about the visitor is still on its way
  pending?: boolean;
  onNavigate?: () => void;
}

// The right-hand side of the navbar (spec section 2). Signed in: 'Welcome, {first name or User}',
// Account and Logout. Signed out: Login. Nothing until the first answer, so a signed-in visitor
// never sees Login flash by.
export function AuthActions({ user, pending = false, onNavigate }: AuthActionsProps) {
  const { signOut, isSigningOut } = useLogout();

  if (pending) return <span className="navbar__auth-pending" aria-hidden="true" />;

  if (user === null) {
    return (
      <ButtonLink to="/login" type="primary" onClick={onNavigate}>
        Login
      </ButtonLink>
    );
  }

  const greeting = `Welcome, ${user.firstName || 'User'}`;
  return (
    <div className="navbar__auth">
      <span className="navbar__greeting" title={greeting}>
        {greeting}
      </span>
      <ButtonLink to="/account" onClick={onNavigate}>
        Account
      </ButtonLink>
      <Button
        loading={isSigningOut}
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        Logout
      </Button>
    </div>
  );
}
