import type { BlogPostDto, PostDeliveryDto, UploadImageApiArg } from '../../api/generated';
import { toFormData } from '../../api/form-data';
import { generatedApi } from '../../api/generated';

// Page size of the public list ("Load More Posts" fetches the next 9).
export const BLOG_PAGE_SIZE = 9;
// Spec section 4: the next-post information refreshes every 30 seconds.
export const NEXT_POST_POLLING_MS = 30_000;

const POST_CHANGES = ['BlogPost', 'NextPost'] as const;
// GET /api/admin/blog-posts/delivery answers at most this many posts a call
export const DELIVERY_IDS_PER_CALL = 100;

// Tags for the blog's generated endpoints (generated.ts is never edited by hand; the tag types are
// base-api's): every admin change refreshes the public list, the admin list and the queue
// (spec section 7: the public list is "refreshed after admin changes").
export const blogApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      listBlogPosts: { providesTags: ['BlogPost'] },
      getBlogPost: { providesTags: ['BlogPost'] },
      // public and admin lists show the same posts: one tag refreshes both
      listAdminBlogPosts: { providesTags: ['BlogPost'] },
      getNextPost: { providesTags: ['NextPost'] },
      createBlogPost: { invalidatesTags: [...POST_CHANGES] },
      updateBlogPost: { invalidatesTags: [...POST_CHANGES] },
      deleteBlogPost: { invalidatesTags: [...POST_CHANGES] },
      publishNextPost: { invalidatesTags: [...POST_CHANGES] },
      listSubscribers: { providesTags: ['Subscriber'] },
      subscribe: { invalidatesTags: ['Subscriber'] },
      importSubscribers: { invalidatesTags: ['Subscriber'] },
      removeSubscriber: { invalidatesTags: ['Subscriber'] },
      listUploadedImages: { providesTags: ['UploadedImage'] },
      uploadImage: {
        // the contract describes a multipart body; the base query sends FormData as it is
        query: ({ body }: UploadImageApiArg) => ({ url: '/api/upload-image', method: 'POST', body: toFormData(body) }),
        invalidatesTags: ['UploadedImage'],
      },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // The public list a page at a time: the cursor is the id of the last post received, and a
      // page shorter than the page size is the last one.
      listBlogPostPages: build.infiniteQuery<BlogPostDto[], void, number | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) =>
            lastPage.length < BLOG_PAGE_SIZE ? undefined : lastPage[lastPage.length - 1].id,
        },
        query: ({ pageParam }) => ({
          url: '/api/blog-posts',
          params: { limit: BLOG_PAGE_SIZE, before: pageParam ?? undefined },
        }),
        providesTags: ['BlogPost'],
      }),
      // The delivery counts of these posts (listPostDeliveries), in calls of 100 posts at most.
      listDeliveriesOfPosts: build.query<PostDeliveryDto[], readonly number[]>({
        async queryFn(ids, _api, _extraOptions, baseQuery) {
          const calls = [];
          for (let i = 0; i < ids.length; i += DELIVERY_IDS_PER_CALL) {
            const params = { ids: ids.slice(i, i + DELIVERY_IDS_PER_CALL) };
            calls.push(baseQuery({ url: '/api/admin/blog-posts/delivery', params }));
          }
          const answers = await Promise.all(calls);
          const failed = answers.find((answer) => answer.error);
          if (failed?.error) return { error: failed.error };
          return { data: answers.flatMap((answer) => answer.data as PostDeliveryDto[]) };
        },
        // publishing a post changes its counts; while mails are queued the list polls
        providesTags: ['BlogPost'],
      }),
    }),
  });

export const {
  useListBlogPostPagesInfiniteQuery,
  useGetBlogPostQuery,
  useSubscribeMutation,
  useListAdminBlogPostsQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
  useDeleteBlogPostMutation,
  useGetNextPostQuery,
  usePublishNextPostMutation,
  useUploadImageMutation,
  useListUploadedImagesQuery,
  useListSubscribersQuery,
  useListDeliveriesOfPostsQuery,
  usePreviewPostMailMutation,
  useSendPostTestMailMutation,
  useImportSubscribersMutation,
  useRemoveSubscriberMutation,
} = blogApi;

// a plain link: the browser downloads the file with the session's cookie
export const SUBSCRIBERS_EXPORT_URL = '/api/admin/subscribers/export';

export type {
  BlogPostDto,
  ImportReportDto,
  IssueDraftDto,
  MailPreviewDto,
  PostDeliveryDto,
  SaveBlogPostDto,
  SubscriberDto,
  SubscriberStatus,
} from '../../api/generated';
