import type { UserDto } from '../../api';
import { useGetCurrentUserQuery } from '../../api';

export interface AuthState {
  user: UserDto | null;
  // true only until the first answer: polls and refetches keep the last user on screen
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

// Spec section 7: no retry, always stale, refetched on focus and mount, polled every 2 s.
export const CURRENT_USER_POLLING_MS = 2000;

// The signed-in user (or null) as every screen sees it. RTK Query keeps the previous answer while
// a poll is in flight and shares unchanged data by reference, so polling never flickers the UI.
export function useAuth(): AuthState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    pollingInterval: CURRENT_USER_POLLING_MS,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
