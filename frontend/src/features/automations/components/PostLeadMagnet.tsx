import { lazy, Suspense } from 'react';
import { useAfterInteractive } from '../../../lib/after-interactive';

const LeadMagnetOnPosts = lazy(() => import('./LeadMagnetOnPosts').then((m) => ({ default: m.LeadMagnetOnPosts })));

// The lead magnet under a post: rendered in the browser only, once the page is interactive (it
// needs no indexing), in a chunk of its own, so the post's page and its server rendering carry
// none of it.
export function PostLeadMagnet() {
  const ready = useAfterInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LeadMagnetOnPosts />
    </Suspense>
  );
}
