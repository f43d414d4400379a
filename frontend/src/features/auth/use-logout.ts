import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, useLogoutMutation } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { toast } from '../../components/toast';

// One sign-out for the whole app: the navbar's, the account page's, and the pages that wait for it
// share its state (RTK Query's fixedCacheKey).
const SIGN_OUT = { fixedCacheKey: 'sign-out' } as const;

// Sign out as the navbar and the account page do it (spec sections 7 and 8): the home page, the
// cached user cleared at once so every screen flips to "signed out", and a toast.
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation(SIGN_OUT);
  const leave = useLeaveSignedOut();

  const signOut = useCallback(async () => {
    const request = logout();
    try {
      await request.unwrap();
    } catch {
      request.reset();
      toast({ title: 'Logout failed', variant: 'destructive' });
      return;
    }
    await leave();
    // over: "signed out" means "sign in" again on the pages that need a user
    request.reset();
    toast({ title: 'Logged out successfully' });
  }, [leave, logout]);

  return { signOut, isSigningOut: isLoading };
}

// To the home page, signed out: after Sign Out, and after the account is deleted.
export function useLeaveSignedOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave first, synchronously: a page that needs a user (account) must not see "signed out"
    // while still on screen, or it would redirect to /login instead.
    await navigate('/', { flushSync: true });
    // an upsert also drops the answer of a poll that was already under way
    void dispatch(api.util.upsertQueryData('getCurrentUser', undefined, null));
  }, [dispatch, navigate]);
}

// From the click on Sign Out until the visitor is home. A poll may answer "signed out" before the
// sign-out itself is answered: a page that needs a user waits then, instead of sending to /login.
export function useSigningOut(): boolean {
  const [, { isUninitialized }] = useLogoutMutation(SIGN_OUT);
  return !isUninitialized;
}
