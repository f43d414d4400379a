import type {
  ListOrdersApiArg,
  OrderDto,
  UploadDigitalFileApiArg,
  UploadProductImagesApiArg,
} from '../../api/generated';
import { toFormData } from '../../api/form-data';
import { generatedApi } from '../../api/generated';
import { pagedQuery, type Paged } from '../../api/paged';

// Tags for the shop's generated endpoints (generated.ts is never edited by hand). A product write
// refreshes every product list; a payment refreshes the buyer's orders and downloads.
const shopEndpoints = generatedApi.enhanceEndpoints({
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
    getShippingAddress: { providesTags: ['ShippingAddress'] },
    // a review changes the product's rating
    listReviews: { providesTags: ['Review'] },
    createReview: { invalidatesTags: ['Review', 'Product'] },
    hideReview: { invalidatesTags: ['Review', 'Product'] },
    showReview: { invalidatesTags: ['Review', 'Product'] },
    saveShippingAddress: { invalidatesTags: ['ShippingAddress'] },
    getOrder: { providesTags: ['Order'] },
    // starting a checkout stores a pending order
    createPaymentIntent: { invalidatesTags: ['Order', 'ShippingAddress'] },
    confirmOfflinePayment: { invalidatesTags: ['Order', 'Download'] },
    // the contract describes multipart bodies; the base query sends FormData as it is
    uploadDigitalFile: {
      query: ({ body }: UploadDigitalFileApiArg) => ({
        url: '/api/upload/digital',
        method: 'POST',
        body: toFormData({ ...body, uploadType: 'digital' } satisfies UploadDigitalFileApiArg['body']),
      }),
    },
    uploadProductImages: {
      query: ({ body }: UploadProductImagesApiArg) => ({
        url: '/api/upload/images',
        method: 'POST',
        body: toFormData({ ...body, uploadType: 'images' } satisfies UploadProductImagesApiArg['body']),
      }),
    },
  },
});

export const shopApi = shopEndpoints.injectEndpoints({
  endpoints: (build) => ({
    // the account's Orders tab, a page at a time (the generated read without its headers)
    listOrderPage: build.query<Paged<OrderDto>, ListOrdersApiArg>({
      ...pagedQuery<OrderDto, ListOrdersApiArg>('/api/orders'),
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
  useGetOrderQuery,
  useResendReceiptMutation,
  useGetShippingAddressQuery,
  useSaveShippingAddressMutation,
  useCheckCouponMutation,
  useListReviewsQuery,
  useCreateReviewMutation,
  useHideReviewMutation,
  useShowReviewMutation,
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
