import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembershipTiers: build.query<ListMembershipTiersApiResponse, ListMembershipTiersApiArg>({
      query: () => ({ url: `/api/memberships/tiers` }),
    }),
    getMyMembership: build.query<GetMyMembershipApiResponse, GetMyMembershipApiArg>({
      query: () => ({ url: `/api/account/membership` }),
    }),
    joinMembership: build.mutation<JoinMembershipApiResponse, JoinMembershipApiArg>({
      query: (queryArg) => ({ url: `/api/account/membership`, method: 'POST', body: queryArg.chooseTierDto }),
    }),
    confirmOfflineMembershipPayment: build.mutation<
      ConfirmOfflineMembershipPaymentApiResponse,
      ConfirmOfflineMembershipPaymentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/account/membership/offline/confirm`,
        method: 'POST',
        body: queryArg.offlineMembershipConfirmDto,
      }),
    }),
    cancelMyMembership: build.mutation<CancelMyMembershipApiResponse, CancelMyMembershipApiArg>({
      query: () => ({ url: `/api/account/membership/cancel`, method: 'POST' }),
    }),
    resumeMyMembership: build.mutation<ResumeMyMembershipApiResponse, ResumeMyMembershipApiArg>({
      query: () => ({ url: `/api/account/membership/resume`, method: 'POST' }),
    }),
    previewMembershipChange: build.query<PreviewMembershipChangeApiResponse, PreviewMembershipChangeApiArg>({
      query: (queryArg) => ({
        url: `/api/account/membership/change`,
        params: {
          tierId: queryArg.tierId,
          interval: queryArg.interval,
        },
      }),
    }),
    changeMyMembership: build.mutation<ChangeMyMembershipApiResponse, ChangeMyMembershipApiArg>({
      query: (queryArg) => ({ url: `/api/account/membership/change`, method: 'POST', body: queryArg.chooseTierDto }),
    }),
    updateMembershipCard: build.mutation<UpdateMembershipCardApiResponse, UpdateMembershipCardApiArg>({
      query: () => ({ url: `/api/account/membership/card`, method: 'POST' }),
    }),
    listMyPlans: build.query<ListMyPlansApiResponse, ListMyPlansApiArg>({
      query: () => ({ url: `/api/account/plans` }),
    }),
    updatePlanCard: build.mutation<UpdatePlanCardApiResponse, UpdatePlanCardApiArg>({
      query: (queryArg) => ({ url: `/api/account/plans/${queryArg.id}/card`, method: 'POST' }),
    }),
    confirmPlanCard: build.mutation<ConfirmPlanCardApiResponse, ConfirmPlanCardApiArg>({
      query: (queryArg) => ({
        url: `/api/account/plans/card/confirm`,
        method: 'POST',
        body: queryArg.confirmPlanCardDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedMembershipsApi };
export type ListMembershipTiersApiResponse = /** status 200 OK */ TierDto[];
export type ListMembershipTiersApiArg = void;
export type GetMyMembershipApiResponse = /** status 200 OK */ MyMembershipAnswerDto;
export type GetMyMembershipApiArg = void;
export type JoinMembershipApiResponse = /** status 200 OK */ MembershipPaymentFormDto;
export type JoinMembershipApiArg = {
  chooseTierDto: ChooseTierDto;
};
export type ConfirmOfflineMembershipPaymentApiResponse = /** status 200 OK */ OfflineMembershipConfirmResultDto;
export type ConfirmOfflineMembershipPaymentApiArg = {
  offlineMembershipConfirmDto: OfflineMembershipConfirmDto;
};
export type CancelMyMembershipApiResponse = /** status 200 OK */ MyMembershipDto;
export type CancelMyMembershipApiArg = void;
export type ResumeMyMembershipApiResponse = /** status 200 OK */ MyMembershipDto;
export type ResumeMyMembershipApiArg = void;
export type PreviewMembershipChangeApiResponse = /** status 200 OK */ MembershipChangePreviewDto;
export type PreviewMembershipChangeApiArg = {
  /** The tier's product id */
  tierId: number;
  interval: 'month' | 'year';
};
export type ChangeMyMembershipApiResponse = /** status 200 OK */ MyMembershipDto;
export type ChangeMyMembershipApiArg = {
  chooseTierDto: ChooseTierDto;
};
export type UpdateMembershipCardApiResponse = /** status 200 OK */ MembershipPaymentFormDto;
export type UpdateMembershipCardApiArg = void;
export type ListMyPlansApiResponse = /** status 200 OK */ MyPlansDto;
export type ListMyPlansApiArg = void;
export type UpdatePlanCardApiResponse = /** status 200 OK */ PlanCardFormDto;
export type UpdatePlanCardApiArg = {
  /** The plan's id */
  id: number;
};
export type ConfirmPlanCardApiResponse = /** status 200 OK */ PlanCardResultDto;
export type ConfirmPlanCardApiArg = {
  confirmPlanCardDto: ConfirmPlanCardDto;
};
export type TierDto = {
  /** The tier's product (tierId when joining) */
  id: number;
  slug: string;
  title: string;
  description: string;
  benefits: string[];
  monthlyPrice: string | null;
  yearlyPrice: string | null;
  trialDays: number;
  rank: number;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  statusCode: number;
  message: string;
  error?: string;
  /** One entry per invalid field (validation errors only) */
  errors?: FieldErrorDto[];
  /** When a dripped lesson opens (403 only) */
  opensAt?: string;
  /** 403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again */
  reauthenticate?: boolean;
  /** 5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error. */
  reference?: string;
};
export type MembershipTierRefDto = {
  id: number;
  title: string;
  slug: string;
};
export type MembershipCardDto = {
  brand: string;
  last4: string;
};
export type MembershipPeriodDto = {
  start: string;
  end: string;
};
export type MembershipReceiptDto = {
  id: number;
  /** When it was paid */
  date: string;
  amount: string;
  amountCents: number;
  /** first: the first payment (at joining, or when the trial ended); renewal; change: a change of tier */
  kind: 'first' | 'renewal' | 'change';
  /** The period it paid for */
  period: MembershipPeriodDto;
};
export type MyMembershipDto = {
  id: number;
  tier: MembershipTierRefDto;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  interval: 'month' | 'year';
  /** What each period costs (the price when joined or changed) */
  amount: string;
  amountCents: number;
  price: string;
  /** Owed to the member (a cheaper tier): taken off the next charges */
  credit: string;
  creditCents: number;
  /** The next charge: the end of the trial or period, or the next attempt of a failed one; null when cancelling or ended */
  nextRenewalAt: string | null;
  trialEndsAt: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** Cancelled by the member: it ends at accessUntil (Resume undoes it until then) */
  cancelAtPeriodEnd: boolean;
  /** Access lasts until then if nothing more is paid (past due: the end of the grace period); when it ended */
  accessUntil: string | null;
  /** When a renewal first failed (past_due) */
  pastDueSince: string | null;
  card: MembershipCardDto | null;
  /** Paid invoices, the newest first */
  receipts: MembershipReceiptDto[];
};
export type MyMembershipAnswerDto = {
  /** The account's membership (the last one that ended, if none is open); null: never a member */
  membership: MyMembershipDto | null;
};
export type MembershipPaymentFormDto = {
  membership: MyMembershipDto;
  provider: 'offline' | 'stripe';
  /** Confirm it with the offline test card form, or Stripe Elements */
  clientSecret: string;
  /** payment: the first charge now; setup: a card saved for the trial (charged when it ends); card: a new card */
  purpose: 'payment' | 'setup' | 'card';
  /** The first charge: now (payment) or when the trial ends (setup); the amount owed for a new card */
  amount: string;
  amountCents: number;
};
export type ChooseTierDto = {
  /** The tier's product id */
  tierId: number;
  interval: 'month' | 'year';
};
export type OfflineMembershipConfirmResultDto = {
  status: 'succeeded';
  message: string;
  membership: MyMembershipDto;
};
export type OfflineMembershipConfirmDto = {
  /** The clientSecret of the payment form */
  clientSecret: string;
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined */
  cardNumber: string;
};
export type MembershipChangePreviewDto = {
  /** Charged now to the card on file */
  amountNow: string;
  amountNowCents: number;
  /** Credited: taken off the next charges */
  credit: string;
  creditCents: number;
  /** The price of each period from now on */
  newPrice: string;
  /** When the change applies and what the next renewal charges */
  effective: string;
  nextRenewalAt: string | null;
};
export type PlanCardDto = {
  brand: string;
  last4: string;
};
export type PlanInstalmentDto = {
  number: number;
  amount: string;
  amountCents: number;
  /** When it falls (or fell) due */
  dueAt: string | null;
  /** due: not paid yet; cancelled: never charged */
  status: 'due' | 'paid' | 'cancelled';
  paidAt: string | null;
  /** Why its last attempt failed, while it is unpaid */
  failure: string | null;
};
export type PlanDto = {
  id: number;
  orderId: number;
  /** null once the product is deleted */
  productId: number | null;
  title: string;
  /** active: paid on schedule; past_due: an instalment failed and is tried again (access kept); paused: the grace period ran out unpaid (access paused until it is paid); completed: paid in full; cancelled: refunded or stopped, nothing more is charged */
  status: 'active' | 'past_due' | 'paused' | 'completed' | 'cancelled';
  /** How many instalments */
  instalments: number;
  total: string;
  /** What its paid instalments add up to */
  paid: string;
  /** Its unpaid instalments ($0 once completed or cancelled) */
  outstanding: string;
  paidCount: number;
  /** When the next payment is taken: the next due date, or a failed one’s next try; null when paused or ended */
  nextDueAt: string | null;
  /** The next (or overdue) instalment */
  nextAmount: string | null;
  /** The card the instalments are charged to */
  card: PlanCardDto | null;
  /** When the instalment now unpaid first failed */
  pastDueSince: string | null;
  /** Every instalment, the first first */
  schedule: PlanInstalmentDto[];
};
export type MyPlansDto = {
  /** The account's payment plans, newest first */
  plans: PlanDto[];
};
export type PlanCardFormDto = {
  /** Confirm it with the offline test card form, or with Stripe (provider 'stripe') as a setup intent (stripe.confirmSetup) */
  clientSecret: string;
};
export type PlanCardResultDto = {
  /** declined: the card did not pay what is owed, and nothing was changed */
  status: 'succeeded' | 'declined';
  message: string;
  plan: PlanDto;
};
export type ConfirmPlanCardDto = {
  /** The clientSecret of the payment form */
  clientSecret: string;
  /** 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined */
  cardNumber: string;
};
