import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api/api-base-query';
import { toast } from '../../../components/toast';
import type { BlogPostSummaryDto } from './api';
import { useDeleteBlogPostMutation } from './api';

// spec section 9: redirects after an action wait 2 seconds
export const LOGIN_REDIRECT_DELAY_MS = 2000;

// Delete with the spec's confirmation and toasts; a signed-out admin is sent to sign in.
export function useDeletePost(onDeleted: (post: BlogPostSummaryDto) => void) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [deletePost] = useDeleteBlogPostMutation();

  const remove = async (post: BlogPostSummaryDto) => {
    try {
      await deletePost({ id: post.id }).unwrap();
    } catch (e) {
      const raw = (e as Partial<ApiError>)?.message ?? '';
      const signedOut = raw.includes('Authentication') || raw.includes('401');
      toast({
        title: 'Delete Failed',
        description: signedOut
          ? 'Please log in again to delete posts.'
          : 'Failed to delete blog post. Please try again.',
        variant: 'destructive',
      });
      if (signedOut) setTimeout(() => navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    toast({ title: 'Post Deleted', description: `"${post.title}" has been deleted.` });
    onDeleted(post);
  };

  return (post: BlogPostSummaryDto) =>
    modal.confirm({
      title: 'Delete this post?',
      content: `"${post.title}" will be deleted permanently. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // the dialog stays open (its button spinning) until the call ends
      onOk: () => remove(post),
    });
}
