import type {
  BlogPostSummaryDto,
  ListAdminBlogPostsApiArg,
  ListSubscribersApiArg,
  ListUploadedImagesApiArg,
  SubscriberDto,
} from '../../api/generated';
import {
  contractApi,
  exportSubscribersUrl,
  listAdminBlogPostsPaged,
  listBlogPostsPaged,
  listSubscribersPaged,
  listUploadedImagesPaged,
} from '../../api/generated-extras';
import type { Paged } from '../../api/paged';

// Page size of the public list ("Load More Posts" fetches the next 9).
export const BLOG_PAGE_SIZE = 9;
// Spec section 4: the next-post information refreshes every 30 seconds.
export const NEXT_POST_POLLING_MS = 30_000;

const POST_CHANGES = ['BlogPost', 'NextPost'] as const;

// Tags for the blog's generated endpoints (generated.ts is never edited by hand; the tag types are
// base-api's): every admin change refreshes the public list, the admin list and the queue
// (spec section 7: the public list is "refreshed after admin changes").
export const blogApi = contractApi
  .enhanceEndpoints({
    endpoints: {
      listBlogPosts: { providesTags: ['BlogPost'] },
      getBlogPost: { providesTags: ['BlogPost'] },
      // public and admin lists show the same posts: one tag refreshes both
      getAdminBlogPost: { providesTags: ['BlogPost'] },
      listBlogCategories: { providesTags: ['BlogPost'] },
      getNextPost: { providesTags: ['NextPost'] },
      createBlogPost: { invalidatesTags: [...POST_CHANGES] },
      updateBlogPost: { invalidatesTags: [...POST_CHANGES] },
      deleteBlogPost: { invalidatesTags: [...POST_CHANGES] },
      publishNextPost: { invalidatesTags: [...POST_CHANGES] },
      subscribe: { invalidatesTags: ['Subscriber'] },
      importSubscribers: { invalidatesTags: ['Subscriber'] },
      removeSubscriber: { invalidatesTags: ['Subscriber'] },
      uploadImage: { invalidatesTags: ['UploadedImage'] },
      // The delivery counts of the given posts (a page of the admin list holds fewer than the 100 a
      // call may ask for). Publishing a post changes its counts; while mails are queued the list polls.
      listPostDeliveries: { providesTags: ['BlogPost'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The public list a page at a time ("Load More Posts"): each page names where the next
      // one starts; the last one names none.
      listBlogPostPages: build.infiniteQuery<Paged<BlogPostSummaryDto>, void, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next ?? undefined,
        },
        query: ({ pageParam }) => listBlogPostsPaged.query({ limit: BLOG_PAGE_SIZE, cursor: pageParam ?? undefined }),
        transformResponse: listBlogPostsPaged.transformResponse,
        providesTags: ['BlogPost'],
      }),
      // the admin's tables, a page at a time
      listAdminPostPage: build.query<Paged<BlogPostSummaryDto>, ListAdminBlogPostsApiArg>({
        ...listAdminBlogPostsPaged,
        providesTags: ['BlogPost'],
      }),
      listSubscriberPage: build.query<Paged<SubscriberDto>, ListSubscribersApiArg>({
        ...listSubscribersPaged,
        providesTags: ['Subscriber'],
      }),
      listUploadedImagePage: build.query<Paged<string>, ListUploadedImagesApiArg>({
        ...listUploadedImagesPaged,
        providesTags: ['UploadedImage'],
      }),
    }),
  });

export const {
  useListBlogPostPagesInfiniteQuery,
  useGetBlogPostQuery,
  useSubscribeMutation,
  useListAdminPostPageQuery,
  useLazyGetAdminBlogPostQuery,
  useListBlogCategoriesQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
  useGetNextPostQuery,
  usePublishNextPostMutation,
  useUploadImageMutation,
  useListUploadedImagePageQuery,
  useListSubscriberPageQuery,
  useListPostDeliveriesQuery,
  usePreviewPostMailMutation,
  useSendPostTestMailMutation,
  useImportSubscribersMutation,
  useRemoveSubscriberMutation,
} = blogApi;

// a plain link: the browser downloads the file with the session's cookie
export const SUBSCRIBERS_EXPORT_URL = exportSubscribersUrl();

export type {
  BlogPostDto,
  BlogPostSummaryDto,
  ImportReportDto,
  IssueDraftDto,
  MailPreviewDto,
  PostDeliveryDto,
  SaveBlogPostDto,
  SubscriberDto,
  SubscriberStatus,
} from '../../api/generated';
