import type { FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage, type UserDto, useLoginMutation } from '../../api';
import { toast } from '../../components/toast';

export function missingInformation() {
  toast({ title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' });
}

export type SignInFields = { email: string; password: string };

// The sign-in form's fields and what submitting them does: a toast either way, then signedIn.
export function useSignInForm(signedIn: (user: UserDto) => void) {
  const [fields, setFields] = useState<SignInFields>({ email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = fields.email.trim();
    if (!email || !fields.password) return missingInformation();
    let user: UserDto;
    try {
      user = await login({ loginDto: { email, password: fields.password } }).unwrap();
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: serverMessage(error, 'Invalid email or password'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    signedIn(user);
  };

  return { fields, setFields, submit, busy: isLoading };
}

export type SignInForm = ReturnType<typeof useSignInForm>;
