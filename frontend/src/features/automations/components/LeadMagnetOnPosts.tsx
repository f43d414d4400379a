import { useListPostLeadMagnetsQuery } from '../api';
import { GuideBox } from './GuideBox';

// Under a post: the first active lead magnet the owner shows on posts, or nothing (none, or the
// read failed: a post needs no guide).
export function LeadMagnetOnPosts() {
  const leadMagnet = useListPostLeadMagnetsQuery().data?.[0];
  return leadMagnet ? <GuideBox guide={leadMagnet} /> : null;
}
