import type {
  BlogPostSummaryDto,
  ListAdminBlogPostsApiArg,
  ListMailSuppressionsApiArg,
  ListSubscribersApiArg,
  MailSuppressionDto,
  SubscriberDto,
} from '../../../api/generated-admin';
import {
  adminContractApi,
  exportSubscribersUrl,
  listAdminBlogPostsPaged,
  listMailSuppressionsPaged,
  listSubscribersPaged,
} from '../../../api/generated-admin-extras';
import type { ListUploadedImagesApiArg } from '../../../api/generated';
import { contractApi, listUploadedImagesPaged } from '../../../api/generated-extras';
import type { Paged } from '../../../api/paged';

// Spec section 4: the next-post information refreshes every 30 seconds.
export const NEXT_POST_POLLING_MS = 30_000;

const POST_CHANGES = ['BlogPost', 'NextPost'] as const;

// The blog's admin endpoints (the admin client's, apart from the blog's api.ts so the public pages
// never carry them), with their tags: every admin change refreshes the public list, the admin list
// and the queue (spec section 7: the public list is "refreshed after admin changes").
export const blogAdminApi = adminContractApi
  .enhanceEndpoints({
    endpoints: {
      // public and admin lists show the same posts: one tag refreshes both
      getAdminBlogPost: { providesTags: ['BlogPost'] },
      listBlogCategories: { providesTags: ['BlogPost'] },
      getNextPost: { providesTags: ['NextPost'] },
      createBlogPost: { invalidatesTags: [...POST_CHANGES] },
      updateBlogPost: { invalidatesTags: [...POST_CHANGES] },
      deleteBlogPost: { invalidatesTags: [...POST_CHANGES] },
      // a new post's first autosave adds a draft to the list; later ones change nothing the lists show
      autosaveNewPost: { invalidatesTags: ['BlogPost'] },
      listPostRevisions: { providesTags: ['BlogPost'] },
      restorePostRevision: { invalidatesTags: [...POST_CHANGES] },
      publishNextPost: { invalidatesTags: [...POST_CHANGES] },
      schedulePost: { invalidatesTags: [...POST_CHANGES] },
      unschedulePost: { invalidatesTags: [...POST_CHANGES] },
      importSubscribers: { invalidatesTags: ['Subscriber'] },
      removeSubscriber: { invalidatesTags: ['Subscriber'] },
      // the undeliverable addresses (core's clean list) show in the subscribers' rows too
      markUndeliverable: { invalidatesTags: ['MailSuppression', 'Subscriber'] },
      liftMailSuppression: { invalidatesTags: ['MailSuppression', 'Subscriber'] },
      // The delivery counts of the given posts (a page of the admin list holds fewer than the 100 a
      // call may ask for). Publishing a post changes its counts; while mails are queued the list polls.
      listPostDeliveries: { providesTags: ['BlogPost'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // the admin's tables, a page at a time
      listAdminPostPage: build.query<Paged<BlogPostSummaryDto>, ListAdminBlogPostsApiArg>({
        ...listAdminBlogPostsPaged,
        providesTags: ['BlogPost'],
      }),
      listSubscriberPage: build.query<Paged<SubscriberDto>, ListSubscribersApiArg>({
        ...listSubscribersPaged,
        providesTags: ['Subscriber'],
      }),
      listMailSuppressionPage: build.query<Paged<MailSuppressionDto>, ListMailSuppressionsApiArg>({
        ...listMailSuppressionsPaged,
        providesTags: ['MailSuppression'],
      }),
    }),
  });

// The editor's images: the signed-in uploads of the public client (not under /api/admin/).
const imagesApi = contractApi
  .enhanceEndpoints({ endpoints: { uploadImage: { invalidatesTags: ['UploadedImage'] } } })
  .injectEndpoints({
    endpoints: (build) => ({
      listUploadedImagePage: build.query<Paged<string>, ListUploadedImagesApiArg>({
        ...listUploadedImagesPaged,
        providesTags: ['UploadedImage'],
      }),
    }),
  });

export const {
  useListAdminPostPageQuery,
  useLazyGetAdminBlogPostQuery,
  useListBlogCategoriesQuery,
  useListBlogAudiencesQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useAutosaveNewPostMutation,
  useAutosavePostMutation,
  useListPostRevisionsQuery,
  useLazyGetPostRevisionQuery,
  useRestorePostRevisionMutation,
  useDeleteBlogPostMutation,
  useGetNextPostQuery,
  usePublishNextPostMutation,
  useSchedulePostMutation,
  useUnschedulePostMutation,
  useListSubscriberPageQuery,
  useListPostDeliveriesQuery,
  usePreviewPostMailMutation,
  useSendPostTestMailMutation,
  useImportSubscribersMutation,
  useRemoveSubscriberMutation,
  useListMailSuppressionPageQuery,
  useMarkUndeliverableMutation,
  useLiftMailSuppressionMutation,
} = blogAdminApi;
export const { useUploadImageMutation, useListUploadedImagePageQuery } = imagesApi;

// a plain link: the browser downloads the file with the session's cookie
export const SUBSCRIBERS_EXPORT_URL = exportSubscribersUrl();

export type {
  AutosavePostDto,
  PostRevisionDto,
  PostRevisionSummaryDto,
  BlogAudienceTierDto,
  BlogPostDto,
  BlogPostSummaryDto,
  ImportReportDto,
  IssueDraftDto,
  MailSuppressionDto,
  SuppressionReason,
  UndeliverableDto,
  MailPreviewDto,
  PostDeliveryDto,
  SaveBlogPostDto,
  SubscriberDto,
  SubscriberStatus,
} from '../../../api/generated-admin';
