import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { BlogPostDto, SaveBlogPostDto } from './api';
import { useCreateBlogPostMutation, useUpdateBlogPostMutation } from './api';
import { isBlankHtml, readTimeMinutes, slugify } from '../lib/post-text';

export const MISSING_INFORMATION = 'Please fill in title, excerpt, and content.';
export const SAVE_FAILED = 'Failed to save blog post. Please try again.';

export interface PostFormValues {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
}

function successToast(editing: BlogPostDto | null, published: boolean) {
  if (!published) {
    return editing
      ? { title: 'Post Updated', description: 'Your changes have been saved.' }
      : { title: 'Added to Queue', description: 'Your post will be published at the next daily 6 AM slot.' };
  }
  if (editing?.published) return { title: 'Post Updated', description: 'Your changes are live.' };
  return { title: 'Post Published', description: 'Your post is live and has been sent to your subscribers.' };
}

// Saves the editor's post (creates it, or updates `post`), with the spec's toasts; `savingAs` says
// which button is at work (true: publish).
export function useSavePost(post: BlogPostDto | null, onSaved: () => void) {
  const [createPost, creating] = useCreateBlogPostMutation();
  const [updatePost, updating] = useUpdateBlogPostMutation();
  const [savingAs, setSavingAs] = useState<boolean | null>(null);

  const save = async (values: PostFormValues, published: boolean) => {
    const { title, excerpt, content } = values;
    if (!title.trim() || !excerpt.trim() || isBlankHtml(content)) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    const body: SaveBlogPostDto = {
      ...values,
      title: title.trim(),
      excerpt: excerpt.trim(),
      slug: slugify(title),
      published,
      readTime: readTimeMinutes(content),
    };
    setSavingAs(published);
    try {
      if (post) await updatePost({ id: post.id, saveBlogPostDto: body }).unwrap();
      else await createPost({ saveBlogPostDto: body }).unwrap();
    } catch (error) {
      const reason = serverMessage(error, '');
      toast({
        title: 'Error',
        description: reason && reason !== SAVE_FAILED ? `${SAVE_FAILED} ${reason}` : SAVE_FAILED,
        variant: 'destructive',
      });
      setSavingAs(null);
      return;
    }
    toast(successToast(post, published));
    onSaved();
  };

  return { save, saving: creating.isLoading || updating.isLoading, savingAs };
}
