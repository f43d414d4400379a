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
export const {
  useListMembershipTiersQuery,
  useGetMyMembershipQuery,
  useJoinMembershipMutation,
  useConfirmOfflineMembershipPaymentMutation,
  useCancelMyMembershipMutation,
  useResumeMyMembershipMutation,
  usePreviewMembershipChangeQuery,
  useChangeMyMembershipMutation,
  useUpdateMembershipCardMutation,
} = injectedRtkApi;
