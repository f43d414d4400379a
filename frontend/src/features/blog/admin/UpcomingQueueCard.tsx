import { useSiteTimeZone } from '../../site/admin';
import { useListAdminPostPageQuery } from './api';
import { CategoryBadge } from '../components/CategoryBadge';
import { AdminSection } from './AdminSection';
import { publicationSlots, QUEUE_PREVIEW_SIZE, slotDay, slotTime } from './publishing-schedule';
import { ScheduledPosts } from './ScheduledPosts';

// The next five queued posts on the days they will go live, the site's days and 6 AM (the server
// lists the queue in the order it publishes it, and counts it); and the posts scheduled for a date.
export function UpcomingQueueCard() {
  const { data } = useListAdminPostPageQuery({ status: 'queued', limit: QUEUE_PREVIEW_SIZE });
  const zone = useSiteTimeZone();
  if (!zone) return <AdminSection title="Publishing Queue">{null}</AdminSection>;
  const now = new Date();
  const queue = data?.items ?? [];
  const slots = publicationSlots(Math.min(queue.length, QUEUE_PREVIEW_SIZE) || 1, zone, now);
  const more = (data?.total ?? 0) - queue.length;

  return (
    <AdminSection title="Publishing Queue">
      <p className="upcoming__next">
        Next publication: {slotDay(slots[0], zone, now)} {slotTime(zone)}
      </p>
      {queue.length === 0 ? (
        <p className="blog-admin-muted">No posts in queue. Posts you add to the queue go live one a day.</p>
      ) : (
        <ol className="upcoming" aria-label="Upcoming posts">
          {queue.map((post, i) => (
            <li key={post.id} className="upcoming__item">
              <span className="upcoming__when">
                {slotDay(slots[i], zone, now)}, {slotTime(zone)}
              </span>
              <span className="upcoming__title">{post.title}</span>
              <CategoryBadge category={post.category} />
            </li>
          ))}
        </ol>
      )}
      {more > 0 && (
        <p className="blog-admin-muted">
          ...and {more} more {more === 1 ? 'post' : 'posts'} in queue
        </p>
      )}
      <ScheduledPosts zone={zone} />
    </AdminSection>
  );
}
