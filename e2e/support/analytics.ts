import type { Page, Request, Response } from '@playwright/test';
import type { RecordViewDto } from '../../frontend/src/api/generated';

// The public pages' page-view beacon (issue 34, README "Analytics: counting visits without a
// cookie"): every public page sends one POST after it has loaded, whoever browses it. Journeys that
// watch the API's requests tell it apart from the page's own calls with these.

export type { RecordViewDto };

// its address (the SPA's is recordPageViewUrl of api/generated-extras.ts, which brings the client along)
export const PAGE_VIEW_BEACON = '/api/analytics/views';

// Whether a request is the beacon (a POST of a page view, nothing the page itself asked the API for).
export const isPageViewBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === PAGE_VIEW_BEACON;

// Waits for the answer to the beacon of the view of `path` (start waiting before the page opens):
// once answered, the view is counted or not (the server answers 204 either way).
export function pageViewAnswered(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      isPageViewBeacon(response.request()) && (response.request().postDataJSON() as RecordViewDto).path === path,
  );
}

// Desktop Chromes' user agents, as people's browsers send them. A journey about what is counted
// sets one on each person's context rather than rely on the config's (playwright.config.ts takes
// "Desktop Chrome"'s; Chromium's own headless one says "HeadlessChrome", a known bot's, never
// counted): a visitor id is made of the address and the user agent, so each person is one visitor
// only when every request of theirs (the beacon's, the API calls') sends the same, and two people
// behind the journey's one address (support/test.ts) are two visitors when theirs differ.
export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const DESKTOP_CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
