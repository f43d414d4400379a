import { ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { NEXT_POST_POLLING_MS, useGetNextPostQuery, usePublishNextPostMutation } from './api';
import { AdminSection } from './AdminSection';

// The oldest queued post, the queue's length and Publish Now (spec: polled every 30 s).
export function DailyQueueCard() {
  const { data, isLoading, isError } = useGetNextPostQuery(undefined, {
    pollingInterval: NEXT_POST_POLLING_MS,
  });
  const [publishNext, { isLoading: publishing }] = usePublishNextPostMutation();

  const publish = async () => {
    try {
      const result = await publishNext().unwrap();
      toast({ title: 'Post Published', description: result.message });
    } catch (error) {
      toast({
        title: 'Failed to publish post',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const next = data?.nextPost;
  return (
    <AdminSection
      title="Daily Publishing Queue"
      className="blog-admin-card--queue"
      extra={
        <span className="blog-admin-muted">
          <ClockCircleOutlined aria-hidden /> Publishes daily at 6 AM
        </span>
      }
    >
      {isLoading ? (
        <p className="blog-admin-muted">Loading the queue…</p>
      ) : isError ? (
        <p className="blog-admin-error">Failed to load the publishing queue.</p>
      ) : next ? (
        <div className="daily-queue">
          <div>
            <p className="daily-queue__label">Next post</p>
            <p className="daily-queue__title">{next.title}</p>
            <p className="blog-admin-muted">
              {data.queueCount} {data.queueCount === 1 ? 'post' : 'posts'} in queue
            </p>
          </div>
          <Button type="primary" icon={<SendOutlined aria-hidden />} loading={publishing} onClick={publish}>
            Publish Now
          </Button>
        </div>
      ) : (
        <p className="blog-admin-muted">No posts in queue</p>
      )}
    </AdminSection>
  );
}
