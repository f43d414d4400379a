import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { type RecordViewDto, recordPageViewUrl } from './api';

// The page-view beacon (issue 34): a view of each page a visitor opens, sent once the page has
// loaded and again on each route change. It sets no cookie and keeps nothing in the browser; the
// server leaves out bots and the owner, and honours DNT and GPC as this does. Nothing waits on it
// and a failure is silent.

// the owner's screens (the admin, its setup, the product manager, a course's builder) and the
// account's are never counted (the server drops them too); checkout is a public page
const PRIVATE = /^\/(admin|admin-setup|product-manager|account)(\/|$)/i;

const optedOut = () =>
  navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

// the referrer's origin (the server keeps its host alone), none when it is not an address
const originOf = (referrer: string) => {
  try {
    return new URL(referrer).origin;
  } catch {
    return undefined;
  }
};

// What is sent of a view: the path (never its query), the referrer's origin and the campaign's UTM
// tags, each cut to what the server takes (a longer one would lose the whole view).
export function pageView(path: string, search: string, referrer: string): RecordViewDto {
  const query = new URLSearchParams(search);
  const utm = (tag: string) => query.get(`utm_${tag}`)?.slice(0, 200) || undefined;
  return {
    path: path.slice(0, 500),
    referrer: originOf(referrer),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
  };
}

const send = (view: RecordViewDto) =>
  fetch(recordPageViewUrl, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
  }).catch(() => {});

// In the layout: a view per path. The document's referrer goes with the first view of the page
// load only (later views come from our own pages).
export function usePageViews() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (PRIVATE.test(pathname) || optedOut()) {
      first.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a turn later: StrictMode's second run of the effect, or a redirect at once, cancels it
    const later = () => {
      timer = setTimeout(() => {
        send(pageView(pathname, search, first.current ? document.referrer : ''));
        first.current = false;
      });
    };
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
    return () => {
      removeEventListener('load', later);
      clearTimeout(timer);
    };
    // a view per page: a query that changes on the same page (a filter) is no new view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
