import type { UploadDigitalFileApiArg, UploadProductImagesApiArg } from '../../api/generated';
import { generatedApi } from '../../api/generated';

// Tags for the shop's generated endpoints (generated.ts is never edited by hand). A product write
// refreshes every product list; a payment refreshes the buyer's orders and downloads.
export const shopApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Product', 'Order', 'Download'],
  endpoints: {
    listProducts: { providesTags: ['Product'] },
    createProduct: { invalidatesTags: ['Product'] },
    updateProduct: { invalidatesTags: ['Product'] },
    createDemoProduct: { invalidatesTags: ['Product'] },
    listOrders: { providesTags: ['Order'] },
    listDownloads: { providesTags: ['Download'] },
    // starting a checkout stores a pending order
    createPaymentIntent: { invalidatesTags: ['Order'] },
    confirmOfflinePayment: { invalidatesTags: ['Order', 'Download'] },
    // the contract describes multipart bodies; the base query sends FormData as it is
    uploadDigitalFile: {
      query: ({ body }: UploadDigitalFileApiArg) => {
        const form = new FormData();
        form.append('file', body.file);
        form.append('uploadType', 'digital');
        return { url: '/api/upload/digital', method: 'POST', body: form };
      },
    },
    uploadProductImages: {
      query: ({ body }: UploadProductImagesApiArg) => {
        const form = new FormData();
        for (const image of body.images) form.append('images', image);
        form.append('uploadType', 'images');
        return { url: '/api/upload/images', method: 'POST', body: form };
      },
    },
  },
});

export const {
  useListProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useCreateDemoProductMutation,
  useUploadDigitalFileMutation,
  useUploadProductImagesMutation,
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmOfflinePaymentMutation,
  useListOrdersQuery,
  useListDownloadsQuery,
} = shopApi;

export type {
  CreateProductDto,
  DownloadDto,
  OrderDto,
  PaymentConfigDto,
  ProductDto,
  UpdateProductDto,
} from '../../api/generated';
