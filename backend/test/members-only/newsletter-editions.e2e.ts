import { createPost } from '../blog/blog-helpers';
import { userIdOf } from '../courses/course-helpers';
import { account, signedIn } from '../support/client';
import { endMembership, makeMembership, makeSubscribers, resetBlog, resetShop } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import type { CapturedMail } from '../support/smtp-capture';
import { waitFor } from '../support/smtp-capture';
import { makeTier, reader, TIER_BODY } from './members-helpers';

const SITE = 'https://coach.example';

// The daily e-mail's two editions, as the subscribers' mailboxes get them: the whole post for a
// subscriber whose account is a paid-newsletter member who may read it, the excerpt and a link for
// everybody else (a member of a lower tier, of a tier without the paid e-mail, an account whose
// membership ended or whose address was never confirmed, an address without an account).
describe('the daily e-mail of a members-only post', () => {
  const bed = mailTestBed();
  const issues = () => bed.smtp.mails.filter((m) => m.header('List-Unsubscribe'));
  const issueTo = (email: string): CapturedMail => issues().find((m) => m.to.includes(email))!;

  // an app on an empty shop and blog, its admin, and a tier whose members get the paid e-mail
  const start = async () => {
    const t = await bed.app();
    await resetShop(t);
    await resetBlog(t);
    const admin = await signedIn(t, 'admin');
    return { t, admin, inner: await makeTier(t, admin, 'Inner Circle', { rank: 2, paidNewsletter: true }) };
  };

  it('sends the whole post to paid-newsletter members who may read it, and its excerpt with a link to everybody else', async () => {
    const { t, admin, inner } = await start();
    const basic = await makeTier(t, admin, 'Basic Membership', { rank: 1, paidNewsletter: true });
    const reading = await makeTier(t, admin, 'Reading Room', { rank: 3, paidNewsletter: false });
    const paidInner = await reader(t, inner.id);
    const paidBasic = await reader(t, basic.id);
    const withoutPaidMail = await reader(t, reading.id);
    const ended = await reader(t, inner.id);
    await endMembership(t, ended.id);
    // a member whose address was never confirmed (somebody else's address, perhaps)
    const unconfirmed = account();
    const unconfirmedClient = await signedIn(t, 'customer', unconfirmed);
    await makeMembership(t, await userIdOf(unconfirmedClient), inner.id);
    const everybody = [paidInner.email, paidBasic.email, withoutPaidMail.email, ended.email, unconfirmed.email];
    await makeSubscribers(t, [...everybody, 'reader@example.com']);

    const post = await createPost(admin, {
      title: 'The Two Chairs',
      excerpt: 'A ladder of hard conversations.',
      content: `<p>${TIER_BODY}</p><p><a href="/products">See the tiers</a></p>`,
      audience: 'tier',
      audienceTierId: inner.id,
      published: true,
    });
    await waitFor(() => issues().length >= 6, 20_000, 'six mails');
    await outboxSettled(t, 'newsletter');
    expect(issues()).toHaveLength(6);

    const whole = issueTo(paidInner.email);
    expect(whole.html()).toContain(TIER_BODY);
    expect(whole.text()).toContain(TIER_BODY);
    // the post's own links by their whole address, and the link to the post still there
    expect(whole.html()).toContain(`href="${SITE}/products"`);
    expect(whole.text()).toContain(`Read it on the site: ${SITE}/blog/${post.slug}`);

    for (const email of [
      paidBasic.email,
      withoutPaidMail.email,
      ended.email,
      unconfirmed.email,
      'reader@example.com',
    ]) {
      const mail = issueTo(email);
      expect({ email, html: mail.html().includes(TIER_BODY), text: mail.text().includes(TIER_BODY) }).toEqual({
        email,
        html: false,
        text: false,
      });
      expect(mail.text()).toContain('A ladder of hard conversations.');
      expect(mail.text()).toContain(`Read the full post: ${SITE}/blog/${post.slug}`);
    }
  });

  it('sends a post for everyone whole to the paid-newsletter members, and its excerpt to the other subscribers', async () => {
    const { t, admin, inner } = await start();
    const paid = await reader(t, inner.id);
    await makeSubscribers(t, [paid.email, 'reader@example.com']);
    await createPost(admin, { title: 'Open Letter', content: '<p>Open words for all 5d1c.</p>', published: true });
    await waitFor(() => issues().length >= 2, 20_000, 'two mails');
    expect(issueTo(paid.email).text()).toContain('Open words for all 5d1c.');
    expect(issueTo('reader@example.com').text()).not.toContain('Open words for all 5d1c.');
  });
});
