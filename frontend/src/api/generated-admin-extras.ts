// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.
import type {
  ListAuditLogApiArg,
  ListAuditLogApiResponse,
  ListMailSuppressionsApiArg,
  ListMailSuppressionsApiResponse,
  ListAdminBlogPostsApiArg,
  ListAdminBlogPostsApiResponse,
  ListSubscribersApiArg,
  ListSubscribersApiResponse,
  ListMembersApiArg,
  ListMembersApiResponse,
  ListAdminOrdersApiArg,
  ListAdminOrdersApiResponse,
  ListMessagesApiArg,
  ListMessagesApiResponse,
  ListAdminCommentsApiArg,
  ListAdminCommentsApiResponse,
  ListRedirectsApiArg,
  ListRedirectsApiResponse,
  ExportAuditLogApiArg,
  ExportSubscribersApiArg,
  ExportMembersApiArg,
  ExportAdminOrdersApiArg,
  DownloadBackupArchiveApiArg,
  UploadSiteImageApiArg,
  UploadLessonVideoApiArg,
  UploadLessonAttachmentApiArg,
  ImportExportApiArg,
} from './generated-admin';
import { generatedAdminApi } from './generated-admin';
import { linkTo } from './link';
import { pagedQuery } from './paged';

// The lists the API pages, a page at a time: the contract's arguments as the query string, the
// answer as a Paged (the items, and the next cursor and total from the headers).
export const listAuditLogPaged = pagedQuery<ListAuditLogApiResponse[number], ListAuditLogApiArg>(
  '/api/admin/audit-log',
);
export const listMailSuppressionsPaged = pagedQuery<
  ListMailSuppressionsApiResponse[number],
  ListMailSuppressionsApiArg
>('/api/admin/mail-suppressions');
export const listAdminBlogPostsPaged = pagedQuery<ListAdminBlogPostsApiResponse[number], ListAdminBlogPostsApiArg>(
  '/api/admin/blog-posts',
);
export const listSubscribersPaged = pagedQuery<ListSubscribersApiResponse[number], ListSubscribersApiArg>(
  '/api/admin/subscribers',
);
export const listMembersPaged = pagedQuery<ListMembersApiResponse[number], ListMembersApiArg>(
  '/api/admin/memberships/members',
);
export const listAdminOrdersPaged = pagedQuery<ListAdminOrdersApiResponse[number], ListAdminOrdersApiArg>(
  '/api/admin/orders',
);
export const listMessagesPaged = pagedQuery<ListMessagesApiResponse[number], ListMessagesApiArg>('/api/admin/messages');
export const listAdminCommentsPaged = pagedQuery<ListAdminCommentsApiResponse[number], ListAdminCommentsApiArg>(
  '/api/admin/comments',
);
export const listRedirectsPaged = pagedQuery<ListRedirectsApiResponse[number], ListRedirectsApiArg>(
  '/api/admin/imports/redirects',
);

// The downloads the browser opens itself: their addresses.
export const exportAuditLogUrl = linkTo<ExportAuditLogApiArg>('/api/admin/audit-log/export');
export const exportSubscribersUrl = linkTo<ExportSubscribersApiArg>('/api/admin/subscribers/export');
export const exportMembersUrl = linkTo<ExportMembersApiArg>('/api/admin/memberships/members.csv');
export const exportAdminOrdersUrl = linkTo<ExportAdminOrdersApiArg>('/api/admin/orders/export');
export const downloadBackupArchiveUrl = linkTo<DownloadBackupArchiveApiArg>('/api/admin/backups/{name}');

// The uploads whose progress a page follows (api/upload.ts sends them): their addresses.
export const uploadSiteImageUrl = linkTo<Omit<UploadSiteImageApiArg, 'body'>>('/api/admin/site/images/{kind}');
export const uploadLessonVideoUrl = linkTo<Omit<UploadLessonVideoApiArg, 'body'>>(
  '/api/admin/courses/lessons/{lessonId}/video',
);
export const uploadLessonAttachmentUrl = linkTo<Omit<UploadLessonAttachmentApiArg, 'body'>>(
  '/api/admin/courses/lessons/{lessonId}/attachments',
);
export const importExportUrl = linkTo<Omit<ImportExportApiArg, 'body'>>('/api/admin/imports');

// The generated client with its multipart bodies sent as FormData (one part per field).
export const adminContractApi = generatedAdminApi.enhanceEndpoints({
  endpoints: {
    uploadSiteImage: { extraOptions: { multipart: true } },
    uploadLessonVideo: { extraOptions: { multipart: true } },
    uploadLessonAttachment: { extraOptions: { multipart: true } },
    importExport: { extraOptions: { multipart: true } },
  },
});
