import { useId } from 'react';
import type { PublicLeadMagnetDto } from '../api';
import { ClaimForm } from './ClaimForm';

// A guide offered where a reader is (under a post, in a text): its title, description and form.
export function GuideBox({ guide }: { guide: PublicLeadMagnetDto }) {
  const headingId = useId();
  return (
    <section className="lead-magnet-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{guide.title}</h2>
      <p>{guide.description}</p>
      <ClaimForm slug={guide.slug} />
    </section>
  );
}
