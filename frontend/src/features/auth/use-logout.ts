import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, useLogoutMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../components/toast';

// Sign out as the navbar and the account page do it (spec sections 7 and 8): the home page, the
// cached user cleared at once so every screen flips to "signed out", and a toast.
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      toast({ title: 'Logout failed', variant: 'destructive' });
      return;
    }
    // Leave first, synchronously: a page that needs a user (account) must not see "signed out"
    // while still on screen, or it would redirect to /login instead.
    await navigate('/', { flushSync: true });
    // an upsert also drops the answer of a poll that was already under way
    void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, null));
    toast({ title: 'Logged out successfully' });
  }, [dispatch, logout, navigate]);

  return { signOut, isSigningOut: isLoading };
}
