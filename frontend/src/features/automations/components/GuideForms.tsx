import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useGetLeadMagnetQuery } from '../api';
import { GuideBox } from './GuideBox';

// In the browser, each guide's marker of a text (the link to the guide's page that the pages write
// for it, @coach/shared guide-embed.ts) holds the guide's own form in place of the link, or nothing
// once the guide is gone or no longer offered (404); the link stays while the guide cannot be read.
export function GuideForms({ markers }: { markers: HTMLElement[] }) {
  return markers.map((marker, i) => <GuideForm key={i} marker={marker} />);
}

function GuideForm({ marker }: { marker: HTMLElement }) {
  const { data: guide, error } = useGetLeadMagnetQuery({ slug: marker.dataset.slug ?? '' });
  const gone = (error as { status?: number } | undefined)?.status === 404;
  useEffect(() => {
    const link = marker.querySelector<HTMLElement>('.lead-magnet-embed__link');
    if (link) link.hidden = guide !== undefined || gone;
  }, [marker, guide, gone]);
  return guide ? createPortal(<GuideBox guide={guide} />, marker) : null;
}
