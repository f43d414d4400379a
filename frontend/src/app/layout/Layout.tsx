import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageFallback } from '../../components/PageFallback';
import { usePageViews } from '../../features/analytics';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

// On every page (spec: Chat widget), in its own small chunk; it lives in the layout so a
// conversation survives navigation.
const ChatWidget = lazy(() => import('../../features/chat/ChatWidget').then((m) => ({ default: m.ChatWidget })));
// the lazy modules the layout renders on every page (their chunks' names in the build's manifest)
export const LAYOUT_MODULES = ['ChatWidget'];

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
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
