import { ButtonLink } from '../../components/ButtonLink';

interface AuthActionsProps {
  onNavigate?: () => void;
}

// The right-hand side of the navbar. Logged out: a Login button. The signed-in greeting, Account
// and Logout arrive with the auth issue, fed by the current-user query.
export function AuthActions({ onNavigate }: AuthActionsProps) {
  return (
    <ButtonLink to="/login" type="primary" onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}
