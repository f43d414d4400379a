import { useEffect } from 'react';
import { deferredModule } from '../../lib/deferred-module';
import { useToast } from './toast-store';

// The toasts' viewport (Radix, ~12 kB gzip) loads with the first toast, or at F8 (its hotkey), so
// a public page that shows none never downloads it.
export const toasterModule = deferredModule(() => import('./Toaster'));

export function LazyToaster() {
  const loaded = toasterModule.use();
  const { toasts } = useToast();
  const shown = toasts.length > 0;
  useEffect(() => {
    if (shown) void toasterModule.preload();
  }, [shown]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') void toasterModule.preload();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return loaded ? <loaded.Toaster /> : null;
}
