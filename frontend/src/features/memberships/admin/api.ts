import type { ListProductsApiArg, ProductDto } from '../../../api/generated';
import type {
  AdminMemberDto,
  ExportMembersApiArg,
  ListAdminPlansApiArg,
  ListMembersApiArg,
} from '../../../api/generated-admin';
import { adminContractApi, exportMembersUrl, listMembersPaged } from '../../../api/generated-admin-extras';
import { contractApi } from '../../../api/generated-extras';
import type { Paged } from '../../../api/paged';

// The Memberships tab's endpoints (the admin client's, apart from the member's api.ts so the public
// pages never carry them). A tier's save changes the public tiers ('MembershipTier') and its
// product's price ('Product'); the billing clock renews, fails and ends memberships, which the
// members, the figures and a member's own membership show, and charges the payment plans ('Plan').
const TIERS = ['MembershipTier', 'Product'] as const;
export const membershipsAdminApi = adminContractApi
  .enhanceEndpoints({
    addTagTypes: [...TIERS, 'Member', 'MembershipSettings', 'Membership', 'Plan'],
    endpoints: {
      listMembershipTiersForAdmin: { providesTags: [...TIERS] },
      saveMembershipTier: { invalidatesTags: [...TIERS] },
      getMembershipSettings: { providesTags: ['MembershipSettings'] },
      saveMembershipSettings: { invalidatesTags: ['MembershipSettings'] },
      getMembershipFigures: { providesTags: ['Member'] },
      moveBillingClock: { invalidatesTags: ['MembershipSettings', 'Member', 'Membership', 'Plan'] },
      listAdminPlans: { providesTags: ['Plan'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the members, a page at a time
      listMemberPage: build.query<Paged<AdminMemberDto>, ListMembersApiArg>({
        ...listMembersPaged,
        providesTags: ['Member'],
      }),
    }),
  });

// the shop's products, of which a tier includes some (the public client's read: an admin's has the
// archived ones too)
export const { useListProductsQuery } = contractApi.enhanceEndpoints({
  endpoints: { listProducts: { providesTags: ['Product'] } },
});

export const {
  useListMembershipTiersForAdminQuery,
  useSaveMembershipTierMutation,
  useListMemberPageQuery,
  useGetMembershipSettingsQuery,
  useSaveMembershipSettingsMutation,
  useMoveBillingClockMutation,
  useGetMembershipFiguresQuery,
  useListAdminPlansQuery,
} = membershipsAdminApi;

// the payment plans' filters: a status, and a search of the buyer or the product
export type PlanFilters = ListAdminPlansApiArg;

// the whole list of products (the tiers' included products are chosen from it)
export const ALL_PRODUCTS: ListProductsApiArg = {};

// The members' filters, and the address of their CSV: a plain link, which the browser downloads
// with the session's cookie.
export type MemberFilters = ExportMembersApiArg;
export const membersExportUrl = (filters: MemberFilters): string => exportMembersUrl(filters);

export type { AdminMemberDto, AdminTierDto, BillingClockDto, SaveTierDto } from '../../../api/generated-admin';
export type { MembershipFiguresDto, MembershipSettingsDto } from '../../../api/generated-admin';
export type { AdminPlanDto, AdminPlansDto } from '../../../api/generated-admin';
export type { ProductDto };
