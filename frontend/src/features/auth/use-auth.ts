import type { UserDto } from '../../api';
import { api, useGetCurrentUserQuery } from '../../api';
import { useAppSelector } from '../../app/hooks';

export interface AuthState {
  user: UserDto | null;
  // true only until the first answer: polls and refetches keep the last user on screen
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

// Spec section 7: no retry, always stale, refetched on focus and mount, polled every 2 s.
export const CURRENT_USER_POLLING_MS = 2000;

const selectCurrentUser = api.endpoints.getCurrentUser.select();

// The signed-in user (or null) as every screen sees it. RTK Query keeps the previous answer while
// a poll is in flight and shares unchanged data by reference, so polling never flickers the UI.
// A visitor known to be signed out (the server's rendering said so, or a read answered 401) is not
// asked again: polls would only log 401s in the console. Signing in here reads the user again
// (the login's 'User' tag); a session can only start in this browser through this site.
export function useAuth(): AuthState {
  const signedOut = useAppSelector((state) => selectCurrentUser(state).data === null);
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    pollingInterval: signedOut ? 0 : CURRENT_USER_POLLING_MS,
    refetchOnFocus: !signedOut,
    refetchOnMountOrArgChange: !signedOut,
  });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
