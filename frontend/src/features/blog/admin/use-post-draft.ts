import { useState } from 'react';
import type { BlogPostDto } from './api';
import type { PostFormValues } from './use-save-post';

export type SetPostDraft = (change: Partial<PostFormValues>) => void;

// What the post form holds: the post being edited's fields, or empty ones for a new post.
export function usePostDraft(post: BlogPostDto | null): [PostFormValues, SetPostDraft] {
  const [draft, setDraft] = useState<PostFormValues>(() => ({
    title: post?.title ?? '',
    category: post?.category ?? '',
    imageUrl: post?.imageUrl ?? null,
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    audience: post?.audience ?? 'everyone',
    audienceTierId: post?.audienceTierId ?? null,
  }));
  return [draft, (change) => setDraft((current) => ({ ...current, ...change }))];
}
