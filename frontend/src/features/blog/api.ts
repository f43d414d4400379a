import type { BlogPostSummaryDto } from '../../api/generated';
import { contractApi, listBlogPostsPaged } from '../../api/generated-extras';
import type { Paged } from '../../api/paged';

// Page size of the public list ("Load More Posts" fetches the next 9).
export const BLOG_PAGE_SIZE = 9;

// Tags for the blog's public endpoints (generated.ts is never edited by hand; the tag types are
// base-api's): the admin's changes (admin/api.ts) refresh them (spec section 7: the public list is
// "refreshed after admin changes").
export const blogApi = contractApi
  .enhanceEndpoints({
    endpoints: {
      // who is signed in decides which members-only posts come locked: read again when that changes
      listBlogPosts: { providesTags: ['BlogPost', 'User'] },
      getBlogPost: { providesTags: ['BlogPost', 'User'] },
      subscribe: { invalidatesTags: ['Subscriber'] },
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
        providesTags: ['BlogPost', 'User'],
      }),
    }),
  });

export const { useListBlogPostPagesInfiniteQuery, useGetBlogPostQuery, useSubscribeMutation } = blogApi;

export type { BlogPostDto, BlogPostSummaryDto } from '../../api/generated';
