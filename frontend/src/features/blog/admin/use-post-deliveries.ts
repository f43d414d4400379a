import { useMemo } from 'react';
import type { BlogPostSummaryDto, PostDeliveryDto } from './api';
import { blogAdminApi, useListPostDeliveriesQuery } from './api';

// While a post's e-mails are still queued, its counts are read again this often.
export const DELIVERY_POLLING_MS = 5_000;

const NO_IDS: number[] = [];

// The delivery counts of the published posts among `posts`, by post id; read in one call (per 100
// posts), and polled while any of them still has e-mails queued.
export function usePostDeliveries(posts: readonly BlogPostSummaryDto[]): ReadonlyMap<number, PostDeliveryDto> {
  const ids = useMemo(() => {
    const published = posts.filter((post) => post.published).map((post) => post.id);
    return published.length ? published : NO_IDS;
  }, [posts]);
  const skip = ids.length === 0;
  // what the last answer said decides whether to keep polling
  const last = blogAdminApi.endpoints.listPostDeliveries.useQueryState({ ids }, { skip }).data;
  const sending = last?.some((delivery) => delivery.queued > 0) ?? false;
  const { data } = useListPostDeliveriesQuery(
    { ids },
    {
      skip,
      pollingInterval: sending ? DELIVERY_POLLING_MS : 0,
    },
  );
  return useMemo(() => new Map((data ?? []).map((delivery) => [delivery.postId, delivery])), [data]);
}
