import { contractApi } from '../../api/generated-extras';
import type { MyMembershipDto } from '../../api/generated-memberships';
import { generatedMembershipsApi } from '../../api/generated-memberships';

// What a change of the membership changes besides itself: which members-only posts come locked
// (the blog's reads, tagged 'BlogPost'), the courses the tier includes ('Course') and what the shop
// shows as the member's own ('Order': the owned products).
const MEMBERSHIP_CHANGES = ['Membership', 'BlogPost', 'Course', 'Order'] as const;

// Tags for the member's endpoints, memberships' own client (generated-memberships.ts, never edited
// by hand: out of the public pages' JavaScript, loaded with these screens). The membership
// depends on who is signed in ('User'); joining makes one waiting for its payment; a payment, a
// cancel, a resume or a change of tier changes what the member may read. RTK Query invalidates on
// a failed mutation too: a declined card reads the membership again, unchanged.
export const membershipsApi = generatedMembershipsApi.enhanceEndpoints({
  addTagTypes: ['Membership', 'MembershipTier', 'Order'],
  endpoints: {
    listMembershipTiers: { providesTags: ['MembershipTier'] },
    getMyMembership: { providesTags: ['Membership', 'User'] },
    joinMembership: { invalidatesTags: ['Membership'] },
    confirmOfflineMembershipPayment: { invalidatesTags: [...MEMBERSHIP_CHANGES] },
    cancelMyMembership: { invalidatesTags: [...MEMBERSHIP_CHANGES] },
    resumeMyMembership: { invalidatesTags: [...MEMBERSHIP_CHANGES] },
    changeMyMembership: { invalidatesTags: [...MEMBERSHIP_CHANGES] },
  },
});

// the reads; joining and its card; then what a member does with their membership
export const { useListMembershipTiersQuery, useGetMyMembershipQuery, usePreviewMembershipChangeQuery } = membershipsApi;
export const { useJoinMembershipMutation, useConfirmOfflineMembershipPaymentMutation } = membershipsApi;
// the server's payment provider (the public client's, as the shop's checkout reads it): Stripe's key
export const { useGetPaymentConfigQuery } = contractApi;
export const {
  useUpdateMembershipCardMutation,
  useCancelMyMembershipMutation,
  useResumeMyMembershipMutation,
  useChangeMyMembershipMutation,
} = membershipsApi;

export type {
  MembershipChangePreviewDto,
  MembershipPaymentFormDto,
  MembershipReceiptDto,
  MyMembershipDto,
  TierDto,
} from '../../api/generated-memberships';

export type BillingInterval = MyMembershipDto['interval'];
