import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage, useMakeAdminMutation } from '../../api';
import { toast } from '../../components/toast';
import { useAuth } from './use-auth';

// Spec sections 4 and 9: the redirect after a successful setup.
export const ADMIN_REDIRECT_DELAY_MS = 2000;

// The admin setup's form: the signed-in account's e-mail (offered once known) and the server's
// admin secret; once granted, the secret is cleared and the admin dashboard opens a moment later.
export function useAdminSetup() {
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const [adminSecret, setAdminSecret] = useState('');
  const [granted, setGranted] = useState(false);
  const [makeAdmin, { isLoading }] = useMakeAdminMutation();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // the signed-in account is the only one the server accepts: offer its e-mail once it is known
  // (adjusted while rendering, as React advises for state that follows a prop)
  const knownEmail = user?.email;
  const [offeredEmail, setOfferedEmail] = useState<string>();
  if (knownEmail !== offeredEmail) {
    setOfferedEmail(knownEmail);
    if (knownEmail) setEmail((current) => current || knownEmail);
  }

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !adminSecret) {
      toast({
        title: 'Missing Information',
        description: 'Please provide both email and admin secret.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await makeAdmin({ makeAdminDto: { email: trimmedEmail, adminSecret } }).unwrap();
    } catch (error) {
      toast({
        title: 'Setup Failed',
        description: serverMessage(error, 'Invalid credentials. Please check your email and admin secret.'),
        variant: 'destructive',
      });
      return;
    }
    setGranted(true);
    setAdminSecret('');
    toast({ title: 'Admin Access Granted', description: 'Redirecting to the admin dashboard...' });
    // makeAdmin invalidates the user, so the role is re-read before the dashboard opens
    redirectTimer.current = setTimeout(() => navigate('/admin'), ADMIN_REDIRECT_DELAY_MS);
  };

  return { email, setEmail, adminSecret, setAdminSecret, working: isLoading || granted, submit };
}
