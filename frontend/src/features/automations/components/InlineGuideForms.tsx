import { lazy, Suspense } from 'react';

const GuideForms = lazy(() => import('./GuideForms').then((m) => ({ default: m.GuideForms })));

// The forms of the guides a text holds (SafeHtml finds their markers): in a chunk of their own,
// loaded only when a text shown holds one.
export function InlineGuideForms({ markers }: { markers: HTMLElement[] }) {
  return (
    <Suspense fallback={null}>
      <GuideForms markers={markers} />
    </Suspense>
  );
}
