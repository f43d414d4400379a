import type { ListOrdersApiArg, ListProductsApiArg, OrderDto, ProductDto } from '../../api/generated';
import { contractApi, listOrdersPaged, listProductsPaged } from '../../api/generated-extras';
import type { Paged } from '../../api/paged';
import type { ProductFilter } from './lib/product-display';

// Page size of the Products page ("Load More Products" fetches the next 12: rows of 2, 3 or 4).
export const PRODUCT_PAGE_SIZE = 12;

// The whole list, the spec's call (no limit, no cursor): the checkout, the product manager and the
// coupons read every product.
export const ALL_PRODUCTS: ListProductsApiArg = {};

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
    // The Products page's shop, of one filter, a page at a time ("Load More Products"): each page
    // names where the next one starts; the last one names none.
    listProductPages: build.infiniteQuery<Paged<ProductDto>, ProductFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        listProductsPaged.query({
          limit: PRODUCT_PAGE_SIZE,
          cursor: pageParam ?? undefined,
          type: queryArg === 'all' ? undefined : queryArg,
        }),
      transformResponse: listProductsPaged.transformResponse,
      providesTags: ['Product'],
    }),
  }),
});

type ShopState = Parameters<typeof shopApi.util.selectCachedArgsForQuery>[0];

// A product a list in the store already holds (a page of the shop under any filter, or the whole
// list), by its slug: a product page opened from the shop shows it at once while its own read
// confirms it.
export function listedProduct(state: ShopState, slug: string): ProductDto | undefined {
  const { listProductPages, listProducts } = shopApi.endpoints;
  const lists = [
    ...shopApi.util.selectCachedArgsForQuery(state, 'listProductPages').flatMap(
      (filter) =>
        listProductPages
          .select(filter)(state)
          .data?.pages.flatMap((page) => page.items) ?? [],
    ),
    ...shopApi.util
      .selectCachedArgsForQuery(state, 'listProducts')
      .flatMap((arg) => listProducts.select(arg)(state).data ?? []),
  ];
  return lists.find((product) => product.slug === slug);
}

export const {
  useListProductPagesInfiniteQuery,
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

// every product (an admin's with the archived ones): ALL_PRODUCTS
export const useAllProductsQuery = () => shopApi.useListProductsQuery(ALL_PRODUCTS);

export type {
  CreateProductDto,
  DownloadDto,
  OrderCouponDto,
  OrderDto,
  OrderShippingDto,
  PaymentConfigDto,
  ProductDto,
  ProductPlanDto,
  ReviewDto,
  ShippingAddressDto,
  UpdateProductDto,
} from '../../api/generated';
