import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageFallback } from '../../components/PageFallback';
import { usePageViews } from '../../features/analytics';
import { Footer } from './Footer';
import { useAfterInteractive } from '../../lib/after-interactive';
import { Navbar } from './Navbar';

// On every page (spec: Chat widget), in its own small chunk; it lives in the layout so a
// conversation survives navigation. Neither rendered by the server nor loaded before the page is
// interactive: its launcher comes a moment after the page, which it never delays.
const ChatWidget = lazy(() => import('../../features/chat/ChatWidget').then((m) => ({ default: m.ChatWidget })));

// Its own component: the layout itself must not re-render when the chat comes, or the page's
// boundary, still hydrating while its chunk loads, would be rendered anew from its fallback (the
// page would blink out, the footer jumping up and back: a layout shift of 0.64 on a phone).
function ChatAfterInteractive() {
  const ready = useAfterInteractive();
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}

export function Layout() {
  // a view of each page, for the owner's analytics (sent after load, never waited on)
  usePageViews();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="app-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatAfterInteractive />
      <ScrollRestoration />
    </div>
  );
}
