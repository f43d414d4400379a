// Factories of the blog: subscribers in each state and of any age, posts back in the queue or
// gone, and days already published, through the blog's repositories and entities (posts and
// subscribers by the thousand are in bulk-rows.ts, the empty blog in ../resets.ts).
import { Like } from 'typeorm';
import { BlogPostEntity } from '../../../src/modules/blog/entities/blog-post.entity';
import { SubscriberEntity } from '../../../src/modules/blog/entities/subscriber.entity';
import { PublishingDaysRepository } from '../../../src/modules/blog/publishing-days.repository';
import { SubscribersRepository } from '../../../src/modules/blog/subscribers.repository';
import { newUnsubscribeToken } from '../../../src/modules/blog/subscription-token';
import type { TestContext } from '../test-context';
import { secondsAgo, yearsAgo } from './moments';

// active: confirmed and receiving the daily mail; left: confirmed once, then unsubscribed;
// unconfirmed: a request whose mail was never sent nor clicked.
export type SubscriberState = 'active' | 'left' | 'unconfirmed';

// The address's row in that state (an existing row is brought to it), as the subscription's own
// steps leave it.
export async function makeSubscriber(t: TestContext, email: string, state: SubscriberState = 'active'): Promise<void> {
  const subscribers = t.app.get(SubscribersRepository);
  await t.dataSource.transaction(async (tx) => {
    const { subscriber: row } = await subscribers.lockOrInsertPending(tx, email.toLowerCase(), newUnsubscribeToken());
    if (state !== 'unconfirmed') await subscribers.confirm(tx, row.id);
  });
  if (state === 'left') await subscribers.leave(email.toLowerCase());
}

export async function makeSubscribers(
  t: TestContext,
  emails: string[],
  state: SubscriberState = 'active',
): Promise<void> {
  for (const email of emails) await makeSubscriber(t, email, state);
}

// The address is on no list (nor was): its row is gone, as the admin's removal leaves it.
export async function forgetSubscriber(t: TestContext, email: string): Promise<void> {
  await t.dataSource.transaction((tx) => t.app.get(SubscribersRepository).removeByEmail(tx, email.toLowerCase()));
}

const subscriberRows = (t: TestContext) => t.dataSource.getRepository(SubscriberEntity);

// The confirmation link of the address ran out a second ago.
export async function expireSubscriptionLink(t: TestContext, email: string): Promise<void> {
  await subscriberRows(t).update({ email }, { confirmExpiresAt: secondsAgo(1) });
}

// The address's last confirmation mail was queued `seconds` ago.
export async function ageConfirmationMail(t: TestContext, email: string, seconds: number): Promise<void> {
  await subscriberRows(t).update({ email }, { confirmSentAt: secondsAgo(seconds) });
}

// The address subscribed `years` ago.
export async function backdateSubscriber(t: TestContext, email: string, years: number): Promise<void> {
  await subscriberRows(t).update({ email }, { subscribedAt: yearsAgo(years) });
}

// The address joined the list at `at` (the overview's "+N from last week" counts from it).
export async function subscribedAt(t: TestContext, email: string, at: Date): Promise<void> {
  await subscriberRows(t).update({ email }, { subscribedAt: at });
}

// The address was confirmed once and has left since, while the link of its latest request to come
// back still waits for a click (a state of an earlier double opt-in's history).
export async function markConfirmedAndLeft(t: TestContext, email: string): Promise<void> {
  const now = new Date();
  await subscriberRows(t).update({ email }, { confirmedAt: now, unsubscribedAt: now });
}

// The published post with this title back in the daily queue, as the seeding of `make run`'s demo
// posts left two of them before they were published at once.
export async function requeuePost(t: TestContext, title: string): Promise<void> {
  await t.dataSource
    .getRepository(BlogPostEntity)
    .update({ title }, { published: false, scheduled: true, publishedAt: null });
}

// The posts whose slugs match these LIKE patterns are gone, as the admin's delete leaves each.
export async function deletePosts(t: TestContext, slugPatterns: string[]): Promise<void> {
  for (const pattern of slugPatterns) await t.dataSource.getRepository(BlogPostEntity).delete({ slug: Like(pattern) });
}

// The daily publication of `day` (YYYY-MM-DD) ran, as the run that claims the day leaves it.
export async function markDayPublished(t: TestContext, day: string): Promise<void> {
  await t.dataSource.transaction((tx) => t.app.get(PublishingDaysRepository).claim(tx, day));
}
