import { Flex } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { loginPathReturningTo, signUpPathReturningTo } from '../../auth';

// A visitor joins with an account: signing in, or creating one (the login page opened on its form),
// brings them back here.
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const login = loginPathReturningTo(returnTo);
  const signUp = signUpPathReturningTo(returnTo);
  return (
    <div className="join-sign-in">
      <p>Sign in or create an account to join. You come back here once you are signed in.</p>
      <Flex gap="small" wrap>
        <ButtonLink to={login} type="primary">
          Sign in
        </ButtonLink>
        <ButtonLink to={signUp}>Create account</ButtonLink>
      </Flex>
    </div>
  );
}
