import { useSyncExternalStore } from 'react';

// The width below which a page lays itself out for a phone (antd's `md` breakpoint).
export const PHONE_QUERY = '(max-width: 767.98px)';

// Whether the window matches a media query now, following it as the window is resized.
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY);
