import { expect, type Locator, type Page } from '@playwright/test';
import type { BillingClockDto, MoveBillingClockDto, SaveTierDto } from '../../frontend/src/api/generated-admin';
import type {
  ChooseTierDto,
  MembershipPaymentFormDto,
  MyMembershipAnswerDto,
  MyMembershipDto,
  OfflineMembershipConfirmDto,
  OfflineMembershipConfirmResultDto,
} from '../../frontend/src/api/generated-memberships';
import { apiPost, csrfHeaders } from './api-session';
import { createProduct, getJson, PAYING_CARD, type ProductDto } from './shop';

// Memberships (issue 46) set up through the API with the page's cookies: a tier for the owner, a
// membership for a member, the offline billing clock; and how the member's screens write a day.
export type { MyMembershipDto } from '../../frontend/src/api/generated-memberships';

export const MEMBERSHIP_TAB = '/account?tab=membership';

// A product of the membership type, its tier not set up yet (nobody can join it). The contract's
// product types are the spec's four: the type the server registers is cast to them.
export function createMembershipProduct(owner: Page, title: string, price: string): Promise<ProductDto> {
  return createProduct(owner, {
    title,
    type: 'membership' as ProductDto['type'],
    price,
    description: `The ${title}: a circle of leaders who meet every week.`,
  });
}

// A tier: a membership product with its tier's prices, trial and benefits saved.
export async function createTier(owner: Page, title: string, tier: SaveTierDto): Promise<ProductDto> {
  const product = await createMembershipProduct(owner, title, tier.monthlyPrice ?? tier.yearlyPrice ?? '0');
  const saved = await owner.request.put(`/api/admin/memberships/tiers/${product.id}`, {
    data: tier satisfies SaveTierDto,
    headers: await csrfHeaders(owner),
  });
  if (!saved.ok()) throw new Error(`saving the tier ${title}: ${saved.status()} ${await saved.text()}`);
  return product;
}

// Joins a tier monthly with the offline test card form's card (its trial, when it has one, or the
// first payment): the membership as it then is.
export async function joinThroughApi(member: Page, tierId: number, cardNumber = PAYING_CARD): Promise<MyMembershipDto> {
  const form = await apiPost<MembershipPaymentFormDto>(member, '/api/account/membership', {
    tierId,
    interval: 'month',
  } satisfies ChooseTierDto);
  const confirmed = await apiPost<OfflineMembershipConfirmResultDto>(
    member,
    '/api/account/membership/offline/confirm',
    {
      clientSecret: form.clientSecret,
      cardNumber,
    } satisfies OfflineMembershipConfirmDto,
  );
  return confirmed.membership;
}

// The signed-in account's membership as the API has it now.
export async function myMembership(member: Page): Promise<MyMembershipDto> {
  const { membership } = await getJson<MyMembershipAnswerDto>(member, '/api/account/membership');
  if (!membership) throw new Error('the account has no membership');
  return membership;
}

// Moves the offline billing clock on by whole days (an admin's page); the cycle has run when it answers.
export function moveBillingClock(owner: Page, days: number): Promise<BillingClockDto> {
  return apiPost<BillingClockDto>(owner, '/api/admin/memberships/clock', { days } satisfies MoveBillingClockDto);
}

// 'April 3, 2026': a day as the member's screens write it, in the page's time zone.
export function dayOnPage(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (instant) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(instant)),
    iso,
  );
}

// The site's test card form (inside `scope`: the join page's panel, the Update card dialog), filled
// and sent with its button.
export async function payWithCard(scope: Locator, cardNumber: string, button: string) {
  await scope.getByLabel('Card number').fill(cardNumber);
  await scope.getByLabel('Expiry').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByRole('button', { name: button }).click();
}

// A fact of the membership on Account → Membership ('Status', 'Next renewal'): its row, label and value.
export const membershipFact = (page: Page, label: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByText(label, { exact: true }) });

// Account → Membership, open on the member's page.
export async function openMembershipTab(member: Page, tierTitle: string) {
  await member.goto(MEMBERSHIP_TAB);
  await expect(member.getByRole('tab', { name: 'Membership' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByRole('tabpanel').getByRole('heading', { level: 2, name: tierTitle })).toBeVisible();
}
