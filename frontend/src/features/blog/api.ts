import type { BlogPostDto, UploadImageApiArg } from '../../api/generated';
import { toFormData } from '../../api/form-data';
import { generatedApi } from '../../api/generated';

// Page size of the public list ("Load More Posts" fetches the next 9).
export const BLOG_PAGE_SIZE = 9;
// Spec section 4: the next-post information refreshes every 30 seconds.
export const NEXT_POST_POLLING_MS = 30_000;

const POST_CHANGES = ['BlogPost', 'NextPost'] as const;

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
  useImportSubscribersMutation,
  useRemoveSubscriberMutation,
} = blogApi;

// a plain link: the browser downloads the file with the session's cookie
export const SUBSCRIBERS_EXPORT_URL = '/api/admin/subscribers/export';

export type {
  BlogPostDto,
  ImportReportDto,
  SaveBlogPostDto,
  SubscriberDto,
  SubscriberStatus,
} from '../../api/generated';
