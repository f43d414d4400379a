import { useState } from 'react';
import type { UserDto } from '../../api';
import { toast } from '../../components/toast';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from './api';
import { loadPasskeyBrowser, passkeyMessage } from './load-passkey-browser';

// "Sign in with a passkey" (and, on the code step, "Use a passkey"): the browser offers the
// passkeys it has for this site; the one chosen signs in on its own (it is both factors).
export function usePasskeySignIn(signedIn: (user: UserDto) => void) {
  const [options] = usePasskeySignInOptionsMutation();
  const [signIn] = useSignInWithPasskeyMutation();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { answerWithPasskey } = await loadPasskeyBrowser();
      const response = await answerWithPasskey((await options().unwrap()).options);
      signedIn(await signIn({ passkeyAssertionDto: { response } }).unwrap());
    } catch (error) {
      const description = passkeyMessage(error, 'That passkey could not be verified.');
      toast({ title: 'Login Failed', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return { start, busy };
}
