// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.
import type {
  ListBlogPostsApiArg,
  ListBlogPostsApiResponse,
  ListUploadedImagesApiArg,
  ListUploadedImagesApiResponse,
  ListProductsApiArg,
  ListProductsApiResponse,
  ListOrdersApiArg,
  ListOrdersApiResponse,
  DownloadCourseCertificateApiArg,
  DownloadFileApiArg,
  UploadImageApiArg,
  UploadDigitalFileApiArg,
  UploadProductImagesApiArg,
} from './generated';
import { generatedApi } from './generated';
import { linkTo } from './link';
import { pagedQuery } from './paged';

// The lists the API pages, a page at a time: the contract's arguments as the query string, the
// answer as a Paged (the items, and the next cursor and total from the headers).
export const listBlogPostsPaged = pagedQuery<ListBlogPostsApiResponse[number], ListBlogPostsApiArg>('/api/blog-posts');
export const listUploadedImagesPaged = pagedQuery<ListUploadedImagesApiResponse[number], ListUploadedImagesApiArg>(
  '/api/uploaded-images',
);
export const listProductsPaged = pagedQuery<ListProductsApiResponse[number], ListProductsApiArg>('/api/products');
export const listOrdersPaged = pagedQuery<ListOrdersApiResponse[number], ListOrdersApiArg>('/api/orders');

// The downloads the browser opens itself: their addresses.
export const downloadCourseCertificateUrl = linkTo<DownloadCourseCertificateApiArg>('/api/courses/{slug}/certificate');
export const downloadFileUrl = linkTo<DownloadFileApiArg>('/api/downloads/{itemId}');

// The beacons the pages send themselves, after load and never waited on: their addresses.
export const recordPageViewUrl = '/api/analytics/views';

// The uploads whose progress a page follows (api/upload.ts sends them): their addresses.
export const uploadImageUrl = linkTo<Omit<UploadImageApiArg, 'body'>>('/api/upload-image');
export const uploadDigitalFileUrl = linkTo<Omit<UploadDigitalFileApiArg, 'body'>>('/api/upload/digital');
export const uploadProductImagesUrl = linkTo<Omit<UploadProductImagesApiArg, 'body'>>('/api/upload/images');

// The generated client with its multipart bodies sent as FormData (one part per field).
export const contractApi = generatedApi.enhanceEndpoints({
  endpoints: {
    uploadImage: { extraOptions: { multipart: true } },
    uploadDigitalFile: { extraOptions: { multipart: true } },
    uploadProductImages: { extraOptions: { multipart: true } },
  },
});
