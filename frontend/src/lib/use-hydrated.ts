import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False on the server and while the browser hydrates the server's page, true once React answers
// it (and at once on a page the browser renders itself). A control that works only with the
// JavaScript is disabled until then: a button would do nothing, a form would submit itself natively
// (its fields in the address) and a field typed into would lose the text to React's state.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// The props of such a control: disabled until hydrated (or while `disabled`), and marked
// data-hydrating meanwhile so that it keeps its usual look (the styles of a disabled control skip
// it): the page does not flash greyed-out controls on its way to working.
export function untilHydrated(hydrated: boolean, disabled = false) {
  return { disabled: disabled || !hydrated, 'data-hydrating': hydrated ? undefined : '' };
}
