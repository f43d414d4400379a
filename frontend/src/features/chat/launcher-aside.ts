import { useEffect, useSyncExternalStore } from 'react';
import { usePhoneLayout } from '../../hooks/use-media-query';

// How many mounted components hold controls the floating launcher must not cover on a phone, where
// it sits over the page's last visible row (a time picker's day buttons, issue 42).
let asking = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Called by such a component: while it is mounted, the launcher steps aside on a phone.
export function useChatLauncherAside() {
  useEffect(() => {
    asking += 1;
    notify();
    return () => {
      asking -= 1;
      notify();
    };
  }, []);
}

// Whether the launcher stays out of the way now (a phone, and a component asking).
export function useLauncherSteppedAside(): boolean {
  const phone = usePhoneLayout();
  const asked = useSyncExternalStore(
    subscribe,
    () => asking > 0,
    () => false,
  );
  return phone && asked;
}
