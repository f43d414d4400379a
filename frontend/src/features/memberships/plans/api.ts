import { generatedMembershipsApi } from '../../../api/generated-memberships';

// Tags for the buyer's payment plans (memberships' client: the billing of the later instalments is
// memberships'; loaded with Account → Payment plans alone). A new card that pays an overdue
// instalment puts the plan back on schedule and opens what was paused (the orders' downloads, the
// course): read them again.
export const plansApi = generatedMembershipsApi.enhanceEndpoints({
  addTagTypes: ['Plan', 'Order', 'Download', 'Course'],
  endpoints: {
    listMyPlans: { providesTags: ['Plan', 'User'] },
    confirmPlanCard: { invalidatesTags: ['Plan', 'Order', 'Download', 'Course'] },
  },
});

export const { useListMyPlansQuery, useUpdatePlanCardMutation, useConfirmPlanCardMutation } = plansApi;

export type { PlanDto, PlanInstalmentDto } from '../../../api/generated-memberships';
