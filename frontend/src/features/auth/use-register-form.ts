import type { FormEvent } from 'react';
import { useState } from 'react';
import { serverMessage, type UserDto, useRegisterMutation } from '../../api';
import { toast } from '../../components/toast';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT } from './constants';
import { missingInformation } from './use-sign-in-form';

const EMPTY_REGISTRATION = { firstName: '', lastName: '', email: '', password: '' };
export type RegisterFields = typeof EMPTY_REGISTRATION;

// The Create Account form's fields and what submitting them does. A new account is signed in
// (signedIn); an address that has an account gets a mail, nobody is signed in, and the form hands
// the address to the sign-in form (alreadyRegistered).
export function useRegisterForm(signedIn: (user: UserDto) => void, alreadyRegistered: (email: string) => void) {
  const [fields, setFields] = useState<RegisterFields>(EMPTY_REGISTRATION);
  const [register, { isLoading }] = useRegisterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      password: fields.password,
    };
    if (!sent.firstName || !sent.lastName || !sent.email || !sent.password) return missingInformation();
    if (sent.password.length < MIN_PASSWORD_LENGTH) {
      toast({ title: 'Invalid Password', description: PASSWORD_HINT, variant: 'destructive' });
      return;
    }
    let user: UserDto | null;
    try {
      ({ user } = await register({ registerDto: sent }).unwrap());
    } catch (error) {
      toast({
        title: 'Registration Failed',
        description: serverMessage(error, 'Failed to create account'),
        variant: 'destructive',
      });
      return;
    }
    if (user) {
      // a new account is signed in: on to where the visitor was going, as after signing in
      toast({ title: 'Account Created!', description: `Welcome, ${user.firstName}! You are signed in.` });
      return signedIn(user);
    }
    toast({ title: 'Account Created!', description: 'You have successfully registered. Please log in.' });
    setFields(EMPTY_REGISTRATION);
    alreadyRegistered(sent.email);
  };

  return { fields, setFields, submit, busy: isLoading };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
