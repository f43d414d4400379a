import type { AdminOrderDto, ExportAdminOrdersApiArg, ListAdminOrdersApiArg } from '../../../api/generated-admin';
import { adminContractApi, exportAdminOrdersUrl, listAdminOrdersPaged } from '../../../api/generated-admin-extras';
import { contractApi } from '../../../api/generated-extras';
import type { Paged } from '../../../api/paged';

// The shop's owner endpoints (the admin client's, apart from the shop's api.ts so the public pages
// never carry it). Hiding or showing a review changes the product's rating; the Orders tab is read
// again whenever an order changes (a refund gives stock back; a shipment is the order's too); the
// Shop tab's coupons and shipping rate after each change to them.
export const shopAdminApi = adminContractApi
  .enhanceEndpoints({
    addTagTypes: ['Review', 'Product', 'Order', 'Coupon', 'ShopSettings', 'ProductOffer'],
    endpoints: {
      hideReview: { invalidatesTags: ['Review', 'Product'] },
      showReview: { invalidatesTags: ['Review', 'Product'] },
      getAdminOrder: { providesTags: ['Order'] },
      refundOrder: { invalidatesTags: ['Order', 'Product'] },
      markShipped: { invalidatesTags: ['Order'] },
      listCoupons: { providesTags: ['Coupon'] },
      createCoupon: { invalidatesTags: ['Coupon'] },
      deactivateCoupon: { invalidatesTags: ['Coupon'] },
      activateCoupon: { invalidatesTags: ['Coupon'] },
      getShopSettings: { providesTags: ['ShopSettings'] },
      getProductOffers: { providesTags: ['ProductOffer'] },
      saveProductOffer: { invalidatesTags: ['ProductOffer'] },
      clearProductOffer: { invalidatesTags: ['ProductOffer'] },
      saveShopSettings: { invalidatesTags: ['ShopSettings'] },
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
  useHideReviewMutation,
  useShowReviewMutation,
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
  useGetProductOffersQuery,
  useSaveProductOfferMutation,
  useClearProductOfferMutation,
} = shopAdminApi;

export type OrderFilters = ExportAdminOrdersApiArg;

// a plain link with the list's filters: the browser downloads the file with the session's cookie
export const ordersExportUrl: (filters: OrderFilters) => string = exportAdminOrdersUrl;

export type {
  ProductOfferDto,
  AdminOrderDetailDto,
  AdminOrderDto,
  AdminOrderEventDto,
  CouponDto,
  CreateCouponDto,
} from '../../../api/generated-admin';
