import { postSlug, readTimeMinutes } from '@coach/shared';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSiteTimeZone } from '../../site/admin';
import type { BlogPostDto, SaveBlogPostDto } from './api';
import { blogAdminApi, useCreateBlogPostMutation, useUpdateBlogPostMutation } from './api';
import { hasPostContent } from '../../content';
import { postState, publicationDate } from './publishing-schedule';
import { scheduledToast } from './use-schedule-post';
import { dropLocalCopy } from './post-local-copy';
import { type Autosave, isConflict } from './use-autosave';

export const MISSING_INFORMATION = 'Please fill in title, excerpt, and content.';
export const SAVE_FAILED = 'Failed to save blog post. Please try again.';

export interface PostFormValues {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  // who may read its content (a tier: that tier and the ones above)
  audience: BlogPostDto['audience'];
  audienceTierId: number | null;
}

// A new post's place in the queue: the spec's sentence when it is next, with its date; its date
// when posts are queued before it. `position`: how many are before it; null when unknown.
export function queuedToast(position: number | null, zone: string | undefined) {
  const next = 'Your post will be published at the next daily 6 AM slot.';
  if (position === null || !zone) return { title: 'Added to Queue', description: next };
  const date = publicationDate(position, zone);
  if (position === 0) return { title: 'Added to Queue', description: `${next.slice(0, -1)}: ${date}.` };
  const before = position === 1 ? '1 post' : `${position} posts`;
  return { title: 'Added to Queue', description: `Publishes on ${date}, after the ${before} queued before it.` };
}

// A post not written yet, or a draft (neither live, queued nor scheduled): its buttons are a new
// post's (Add to Queue, Schedule for…, Publish & Send Now).
export const isNewOrDraft = (post: BlogPostDto | null): boolean => post === null || postState(post) === 'Draft';

function successToast(editing: BlogPostDto | null, published: boolean) {
  if (!published) return { title: 'Post Updated', description: 'Your changes have been saved.' };
  if (editing?.published) return { title: 'Post Updated', description: 'Your changes are live.' };
  return { title: 'Post Published', description: 'Your post is live and has been sent to your subscribers.' };
}

// Saves the editor's post (creates it, or updates `post` or the draft its autosave made, from the
// version it holds), with the spec's toasts; `savingAs` says which button is at work (true: publish).
// A new post or a draft not published is queued ("Add to Queue"); any other post saved without
// publishing stays where it is ("Update Post": queued, scheduled or live). With `publishAt` it is
// scheduled for that instant; it resolves false when nothing was saved.
export function useSavePost(
  post: BlogPostDto | null,
  onSaved: () => void,
  autosave?: Pick<Autosave, 'settle' | 'refuse'>,
) {
  const [createPost, creating] = useCreateBlogPostMutation();
  const [updatePost, updating] = useUpdateBlogPostMutation();
  const [savingAs, setSavingAs] = useState<boolean | null>(null);
  const siteZone = useSiteTimeZone();
  const asNew = isNewOrDraft(post);
  const [readQueue] = blogAdminApi.endpoints.getNextPost.useLazyQuery();

  // the queue as it is now, the new post its last
  const queuedPosition = async () => {
    try {
      const { queueCount } = await readQueue().unwrap();
      return queueCount > 0 ? queueCount - 1 : null;
    } catch {
      return null;
    }
  };

  const save = async (values: PostFormValues, published: boolean, publishAt?: string) => {
    const { title, excerpt, content } = values;
    if (!title.trim() || !excerpt.trim() || !hasPostContent(content)) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
      return false;
    }
    const body: SaveBlogPostDto = {
      ...values,
      title: title.trim(),
      excerpt: excerpt.trim(),
      slug: postSlug(title),
      // left out, the server keeps the post where it is
      published: published || (asNew ? false : undefined),
      publishAt,
      readTime: readTimeMinutes(content),
    };
    setSavingAs(published);
    let saved: BlogPostDto;
    // after the autosave under way: its version is the one this save starts from
    const { id, version } = autosave ? await autosave.settle() : { id: post?.id ?? null, version: post?.version };
    try {
      if (id !== null) saved = await updatePost({ id, saveBlogPostDto: { ...body, version } }).unwrap();
      else saved = await createPost({ saveBlogPostDto: body }).unwrap();
    } catch (error) {
      const reason = serverMessage(error, '');
      if (isConflict(error)) {
        autosave?.refuse(reason);
        toast({ title: 'Not Saved', description: reason, variant: 'destructive' });
        setSavingAs(null);
        return false;
      }
      toast({
        title: 'Error',
        description: reason && reason !== SAVE_FAILED ? `${SAVE_FAILED} ${reason}` : SAVE_FAILED,
        variant: 'destructive',
      });
      setSavingAs(null);
      return false;
    }
    dropLocalCopy(null);
    if (id !== null) dropLocalCopy(id);
    if (saved.publishAt && siteZone) toast(scheduledToast(saved, siteZone));
    else toast(asNew && !published ? queuedToast(await queuedPosition(), siteZone) : successToast(post, published));
    onSaved();
    return true;
  };

  return { save, saving: creating.isLoading || updating.isLoading, savingAs };
}
