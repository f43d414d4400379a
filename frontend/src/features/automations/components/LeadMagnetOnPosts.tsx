import { useId } from 'react';
import { useListPostLeadMagnetsQuery } from '../api';
import { ClaimForm } from './ClaimForm';

// Under a post: the first active lead magnet the owner shows on posts, or nothing (none, or the
// read failed: a post needs no guide).
export function LeadMagnetOnPosts() {
  const headingId = useId();
  const leadMagnet = useListPostLeadMagnetsQuery().data?.[0];
  if (!leadMagnet) return null;
  return (
    <section className="lead-magnet-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{leadMagnet.title}</h2>
      <p>{leadMagnet.description}</p>
      <ClaimForm slug={leadMagnet.slug} />
    </section>
  );
}
