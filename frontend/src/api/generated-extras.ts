// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.
import type {
  ListBlogPostsApiArg,
  ListBlogPostsApiResponse,
  ListAdminBlogPostsApiArg,
  ListAdminBlogPostsApiResponse,
  ListSubscribersApiArg,
  ListSubscribersApiResponse,
  ListUploadedImagesApiArg,
  ListUploadedImagesApiResponse,
  ListOrdersApiArg,
  ListOrdersApiResponse,
  ListAdminOrdersApiArg,
  ListAdminOrdersApiResponse,
  ListMessagesApiArg,
  ListMessagesApiResponse,
  ExportSubscribersApiArg,
  DownloadCourseCertificateApiArg,
  StreamCourseMediaApiArg,
  DownloadFileApiArg,
  ExportAdminOrdersApiArg,
} from './generated';
import { generatedApi } from './generated';
import { linkTo } from './link';
import { pagedQuery } from './paged';

// The lists the API pages, a page at a time: the contract's arguments as the query string, the
// answer as a Paged (the items, and the next cursor and total from the headers).
export const listBlogPostsPaged = pagedQuery<ListBlogPostsApiResponse[number], ListBlogPostsApiArg>('/api/blog-posts');
export const listAdminBlogPostsPaged = pagedQuery<ListAdminBlogPostsApiResponse[number], ListAdminBlogPostsApiArg>(
  '/api/admin/blog-posts',
);
export const listSubscribersPaged = pagedQuery<ListSubscribersApiResponse[number], ListSubscribersApiArg>(
  '/api/admin/subscribers',
);
export const listUploadedImagesPaged = pagedQuery<ListUploadedImagesApiResponse[number], ListUploadedImagesApiArg>(
  '/api/uploaded-images',
);
export const listOrdersPaged = pagedQuery<ListOrdersApiResponse[number], ListOrdersApiArg>('/api/orders');
export const listAdminOrdersPaged = pagedQuery<ListAdminOrdersApiResponse[number], ListAdminOrdersApiArg>(
  '/api/admin/orders',
);
export const listMessagesPaged = pagedQuery<ListMessagesApiResponse[number], ListMessagesApiArg>('/api/admin/messages');

// The downloads the browser opens itself: their addresses.
export const exportSubscribersUrl = linkTo<ExportSubscribersApiArg>('/api/admin/subscribers/export');
export const downloadCourseCertificateUrl = linkTo<DownloadCourseCertificateApiArg>('/api/courses/{slug}/certificate');
export const streamCourseMediaUrl = linkTo<StreamCourseMediaApiArg>('/api/courses/media/{kind}/{id}');
export const downloadFileUrl = linkTo<DownloadFileApiArg>('/api/downloads/{itemId}');
export const exportAdminOrdersUrl = linkTo<ExportAdminOrdersApiArg>('/api/admin/orders/export');

// The generated client with its multipart bodies sent as FormData (one part per field).
export const contractApi = generatedApi.enhanceEndpoints({
  endpoints: {
    uploadSiteImage: { extraOptions: { multipart: true } },
    uploadImage: { extraOptions: { multipart: true } },
    uploadLessonVideo: { extraOptions: { multipart: true } },
    uploadLessonAttachment: { extraOptions: { multipart: true } },
    uploadDigitalFile: { extraOptions: { multipart: true } },
    uploadProductImages: { extraOptions: { multipart: true } },
  },
});
