import type { AdminOrderDto, ExportAdminOrdersApiArg, ListAdminOrdersApiArg } from '../../api/generated-admin';
import { adminContractApi, exportAdminOrdersUrl, listAdminOrdersPaged } from '../../api/generated-admin-extras';
import { contractApi } from '../../api/generated-extras';
import type { Paged } from '../../api/paged';

// The Overview's counts and its 'Make it yours' checklist are read again whenever a post,
// subscriber, message, product or the site settings change; the Orders tab whenever an order does.
// The Shop tab's coupons and shipping rate are read again after each change to them (the
// checkout's payment config carries the rate too). The API keys are read again after each key made
// or revoked.
export const adminApi = adminContractApi
  .enhanceEndpoints({
    addTagTypes: ['Coupon', 'ShopSettings', 'ApiKey'],
    endpoints: {
      getAdminOrder: { providesTags: ['Order'] },
      // a refund gives stock back; a shipment is the order's too
      refundOrder: { invalidatesTags: ['Order', 'Product'] },
      markShipped: { invalidatesTags: ['Order'] },
      getAdminOverview: { providesTags: ['BlogPost', 'Subscriber', 'Message', 'Product', 'Site'] },
      listCoupons: { providesTags: ['Coupon'] },
      createCoupon: { invalidatesTags: ['Coupon'] },
      deactivateCoupon: { invalidatesTags: ['Coupon'] },
      activateCoupon: { invalidatesTags: ['Coupon'] },
      getShopSettings: { providesTags: ['ShopSettings'] },
      saveShopSettings: { invalidatesTags: ['ShopSettings'] },
      listApiKeys: { providesTags: ['ApiKey'] },
      createApiKey: { invalidatesTags: ['ApiKey'] },
      revokeApiKey: { invalidatesTags: ['ApiKey'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the Orders tab, a page at a time
      listAdminOrderPage: build.query<Paged<AdminOrderDto>, ListAdminOrdersApiArg>({
        ...listAdminOrdersPaged,
        providesTags: ['Order'],
      }),
    }),
  });

// the checkout's payment config (the public client's) carries the shipping rate the Shop tab saves
contractApi.enhanceEndpoints({
  addTagTypes: ['ShopSettings'],
  endpoints: { getPaymentConfig: { providesTags: ['ShopSettings'] } },
});

export const {
  useGetAdminOverviewQuery,
  useListAdminOrderPageQuery,
  useGetAdminOrderQuery,
  useRefundOrderMutation,
  useMarkShippedMutation,
  useListCouponsQuery,
  useCreateCouponMutation,
  useDeactivateCouponMutation,
  useActivateCouponMutation,
  useGetShopSettingsQuery,
  useSaveShopSettingsMutation,
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
} = adminApi;

export type OrderFilters = ExportAdminOrdersApiArg;

// a plain link with the list's filters: the browser downloads the file with the session's cookie
export const ordersExportUrl: (filters: OrderFilters) => string = exportAdminOrdersUrl;

export type {
  AdminOrderDetailDto,
  AdminOrderDto,
  AdminOrderEventDto,
  ApiKeyDto,
  CouponDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
  CreateCouponDto,
} from '../../api/generated-admin';
