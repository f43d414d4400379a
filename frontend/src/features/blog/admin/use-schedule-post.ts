import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { BlogPostDto } from './api';
import { useSchedulePostMutation, useUnschedulePostMutation } from './api';
import { scheduledWhen } from './publishing-schedule';

// The toast of a post scheduled for a date: when it goes live, on the site's clock.
export const scheduledToast = (post: Pick<BlogPostDto, 'title' | 'publishAt'>, zone: string) => ({
  title: 'Post Scheduled',
  description: `"${post.title}" goes live and is e-mailed ${scheduledWhen(post.publishAt!, zone)}.`,
});

// Moving a scheduled post to another minute, and unscheduling it (a draft again), with their toasts;
// a failure is said and thrown (the dialog stays open).
export function useSchedulePost(zone: string) {
  const [schedulePost] = useSchedulePostMutation();
  const [unschedulePost] = useUnschedulePostMutation();

  const failed = (error: unknown): never => {
    toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    throw error;
  };

  const schedule = async (id: number, publishAt: string) => {
    const post = await schedulePost({ id, publishAtDto: { publishAt } }).unwrap().catch(failed);
    toast(scheduledToast(post, zone));
  };

  const unschedule = async (id: number) => {
    const post = await unschedulePost({ id }).unwrap().catch(failed);
    toast({ title: 'Post Unscheduled', description: `"${post.title}" is a draft again.` });
  };

  return { schedule, unschedule };
}
