import type { ListOrdersApiArg, OrderDto } from '../../api/generated';
import { contractApi, listOrdersPaged } from '../../api/generated-extras';
import type { Paged } from '../../api/paged';

// Tags for the shop's generated endpoints (generated.ts is never edited by hand). A product write
// refreshes every product list; a payment refreshes the buyer's orders and downloads.
const shopEndpoints = contractApi.enhanceEndpoints({
  addTagTypes: ['Product', 'Order', 'Download', 'ShippingAddress', 'Review'],
  endpoints: {
    listProducts: { providesTags: ['Product'] },
    getProduct: { providesTags: ['Product'] },
    createProduct: { invalidatesTags: ['Product'] },
    updateProduct: { invalidatesTags: ['Product'] },
    createDemoProduct: { invalidatesTags: ['Product'] },
    archiveProduct: { invalidatesTags: ['Product'] },
    unarchiveProduct: { invalidatesTags: ['Product'] },
    deleteProduct: { invalidatesTags: ['Product'] },
    retireDemoProducts: { invalidatesTags: ['Product'] },
    listDownloads: { providesTags: ['Download'] },
    // what the customer owns changes with a payment; what is coming soon with the products
    listOwnedProducts: { providesTags: ['Order', 'Download'] },
    listComingSoon: { providesTags: ['Product'] },
    getShippingAddress: { providesTags: ['ShippingAddress'] },
    // a review changes the product's rating
    listReviews: { providesTags: ['Review'] },
    createReview: { invalidatesTags: ['Review', 'Product'] },
    saveShippingAddress: { invalidatesTags: ['ShippingAddress'] },
    getOrder: { providesTags: ['Order'] },
    // starting a checkout stores a pending order
    createPaymentIntent: { invalidatesTags: ['Order', 'ShippingAddress'] },
    confirmOfflinePayment: { invalidatesTags: ['Order', 'Download'] },
  },
});

export const shopApi = shopEndpoints.injectEndpoints({
  endpoints: (build) => ({
    // the account's Orders tab, a page at a time
    listOrderPage: build.query<Paged<OrderDto>, ListOrdersApiArg>({
      ...listOrdersPaged,
      providesTags: ['Order'],
    }),
  }),
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useCreateDemoProductMutation,
  useArchiveProductMutation,
  useUnarchiveProductMutation,
  useDeleteProductMutation,
  useRetireDemoProductsMutation,
  useUploadDigitalFileMutation,
  useUploadProductImagesMutation,
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmOfflinePaymentMutation,
  useListOrderPageQuery,
  useListDownloadsQuery,
  useListOwnedProductsQuery,
  useListComingSoonQuery,
  useGetOrderQuery,
  useResendReceiptMutation,
  useGetShippingAddressQuery,
  useSaveShippingAddressMutation,
  useCheckCouponMutation,
  useListReviewsQuery,
  useCreateReviewMutation,
} = shopApi;

export type {
  CreateProductDto,
  DownloadDto,
  OrderCouponDto,
  OrderDto,
  OrderShippingDto,
  PaymentConfigDto,
  ProductDto,
  ReviewDto,
  ShippingAddressDto,
  UpdateProductDto,
} from '../../api/generated';
