import { Button, Tag } from 'antd';
import { useState } from 'react';
import { CategoryBadge } from '../components/CategoryBadge';
import type { BlogPostSummaryDto } from './api';
import { useListAdminPostPageQuery } from './api';
import { scheduledWhen } from './publishing-schedule';
import { ScheduleDialog } from './ScheduleDialog';
import { useSchedulePost } from './use-schedule-post';

// how many scheduled posts the queue card shows (the soonest first)
export const SCHEDULED_PREVIEW_SIZE = 10;

// The posts scheduled for a date, beside the daily queue: each with its day and time on the site's
// clock, Move (another date and time) and Unschedule (a draft again).
export function ScheduledPosts({ zone }: { zone: string }) {
  const { data } = useListAdminPostPageQuery({ status: 'scheduled', limit: SCHEDULED_PREVIEW_SIZE });
  const { schedule, unschedule } = useSchedulePost(zone);
  const [moving, setMoving] = useState<BlogPostSummaryDto | null>(null);
  const posts = data?.items ?? [];
  if (posts.length === 0) return null;
  const now = new Date();

  return (
    <>
      <ol className="upcoming" aria-label="Scheduled posts">
        {posts.map((post) => (
          <li key={post.id} className="upcoming__item upcoming__item--dated">
            <Tag color="blue">Scheduled</Tag>
            <span className="upcoming__when">{scheduledWhen(post.publishAt!, zone, now)}</span>
            <span className="upcoming__title">{post.title}</span>
            <CategoryBadge category={post.category} />
            <span className="upcoming__actions">
              <Button size="small" onClick={() => setMoving(post)} aria-label={`Move “${post.title}”`}>
                Move
              </Button>
              <Button
                size="small"
                onClick={() => unschedule(post.id).catch(() => undefined)}
                aria-label={`Unschedule “${post.title}”`}
              >
                Unschedule
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {data!.total > posts.length && (
        <p className="blog-admin-muted">...and {data!.total - posts.length} more scheduled</p>
      )}
      {moving && (
        <ScheduleDialog
          zone={zone}
          publishAt={moving.publishAt}
          title={`Move “${moving.title}”`}
          okText="Move"
          onSchedule={(publishAt) => schedule(moving.id, publishAt)}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
