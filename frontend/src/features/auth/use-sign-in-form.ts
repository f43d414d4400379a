import type { FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage, type UserDto, useLoginMutation } from '../../api';
import { useLoginWithCodeMutation } from './api';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { toast } from '../../components/toast';

export function missingInformation() {
  toast({ title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' });
}

export type SignInFields = { email: string; password: string };

const loginFailed = (error: unknown, fallback: string) =>
  toast({ title: 'Login Failed', description: serverMessage(error, fallback), variant: 'destructive' });

// The sign-in form's fields and what submitting them does: a toast either way, then signedIn. An
// account with two-factor sign-in on answers the password with "the code comes next" (202): the
// form then asks for the code (`code`), which signs in. A passkey signs in instead of either (`passkey`).
export function useSignInForm(signedIn: (user: UserDto) => void) {
  const [fields, setFields] = useState<SignInFields>({ email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();
  const [loginWithCode, { isLoading: checkingCode }] = useLoginWithCodeMutation();
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');

  const welcome = (user: UserDto) => {
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    signedIn(user);
  };
  const passkey = usePasskeySignIn(welcome);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = fields.email.trim();
    if (!email || !fields.password) return missingInformation();
    try {
      const answer = await login({ loginDto: { email, password: fields.password } }).unwrap();
      if ('secondFactorRequired' in answer) {
        setCode('');
        setCodeAsked(true);
      } else welcome(answer);
    } catch (error) {
      loginFailed(error, 'Invalid email or password');
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return missingInformation();
    try {
      welcome(await loginWithCode({ twoFactorCodeDto: { code: code.trim() } }).unwrap());
    } catch (error) {
      loginFailed(error, 'That code is not right.');
      // the password step is over when the server no longer waits for a code
      if (/No sign-in is waiting/.test(serverMessage(error, ''))) setCodeAsked(false);
    }
  };

  // back to e-mail and password (another account, or the code step timed out)
  const startOver = () => {
    setCodeAsked(false);
    setFields((s) => ({ ...s, password: '' }));
  };

  return {
    fields,
    setFields,
    submit,
    busy: isLoading,
    passkey,
    secondStep: { asked: codeAsked, code, setCode, submit: submitCode, busy: checkingCode, startOver },
  };
}

export type SignInForm = ReturnType<typeof useSignInForm>;
