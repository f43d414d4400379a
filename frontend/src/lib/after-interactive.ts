import { useEffect, useState } from 'react';

// False on the server, while the browser hydrates and until the page has loaded and the browser
// has a quiet moment (at most 2 s later): what no visitor needs in the first seconds (the chat's
// launcher) waits until then, so that its script and its rendering take nothing from the page's
// first paint and first input.
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenQuiet = () => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else timer = setTimeout(() => setReady(true));
    };
    if (document.readyState === 'complete') whenQuiet();
    else addEventListener('load', whenQuiet, { once: true });
    return () => {
      removeEventListener('load', whenQuiet);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
