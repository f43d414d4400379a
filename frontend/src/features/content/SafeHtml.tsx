import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { deferredModule } from '../../lib/deferred-module';
import { InlineGuideForms } from '../automations';
import './guide-embed.css';
import './video-embed.css';

// The sanitiser of saved HTML (DOMPurify, ~11 kB gzip) loads when a page first shows such HTML
// after it started; the server's rendering provides its own (backend modules/pages).
export const sanitizerModule = deferredModule(() => import('./post-html'));

const noSubscribe = () => () => {};
// true while React hydrates the server's HTML (and on the server), false in the browser after
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

// What hydration renders over the server's element: React keeps the server's inner HTML as it is.
const SERVER_HTML = { __html: '' };

// Saved HTML (a post, a page section), sanitised. Rendered by the server, it stays as the server
// sanitised it until it changes, so hydrating a page needs no sanitiser; shown later in the browser
// it waits for the sanitiser, showing `pending` meanwhile. A guide's form in it (the link to the
// guide's page the rendering writes) becomes the form once shown in the browser.
export function SafeHtml({
  html,
  className,
  pending = null,
}: {
  html: string;
  className?: string;
  pending?: ReactNode;
}) {
  const sanitizer = sanitizerModule.use();
  const [serverHtml] = useState(useHydrating() ? html : null);
  const keepServerHtml = serverHtml === html && typeof window !== 'undefined';
  const clean = useMemo(
    () => (sanitizer && !keepServerHtml ? sanitizer.renderPostHtml(html) : null),
    [sanitizer, keepServerHtml, html],
  );
  useEffect(() => {
    if (clean === null && !keepServerHtml) void sanitizerModule.preload();
  }, [clean, keepServerHtml]);
  const shown = useRef<HTMLDivElement>(null);
  const [guides, setGuides] = useState<HTMLElement[]>([]);
  useEffect(() => {
    setGuides([...(shown.current?.querySelectorAll<HTMLElement>('.lead-magnet-embed') ?? [])]);
  }, [clean, keepServerHtml]);

  if (!keepServerHtml && clean === null) return pending;
  return (
    <>
      <div
        ref={shown}
        className={className}
        dangerouslySetInnerHTML={keepServerHtml ? SERVER_HTML : { __html: clean! }}
        suppressHydrationWarning={keepServerHtml}
      />
      {guides.length > 0 && <InlineGuideForms markers={guides} />}
    </>
  );
}
