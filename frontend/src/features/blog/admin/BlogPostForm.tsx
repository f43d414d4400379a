import { useId } from 'react';
import type { BlogPostDto } from './api';
import { MailDraftActions } from './MailDraftActions';
import { PostBodyFields } from './PostBodyFields';
import { PostEditingBanner } from './PostEditingBanner';
import { PostHeadFields } from './PostHeadFields';
import { PostSaveButtons } from './PostSaveButtons';
import { useSiteTimeZone } from '../../site/admin';
import { usePostDraft } from './use-post-draft';
import { useSavePost } from './use-save-post';

interface BlogPostFormProps {
  // the post being edited; null writes a new one
  post: BlogPostDto | null;
  categories: readonly string[];
  onSaved: () => void;
  onCancelEdit: () => void;
}

// Writes a new post or edits one. Mount it with a new key to start over (the parent does after a save).
export function BlogPostForm({ post, categories, onSaved, onCancelEdit }: BlogPostFormProps) {
  const ids = useId();
  const [draft, set] = usePostDraft(post);
  const { save, saving, savingAs } = useSavePost(post, onSaved);
  const zone = useSiteTimeZone();
  const title = draft.title.trim();

  return (
    <div className="post-form">
      {post && <PostEditingBanner title={post.title} onCancel={onCancelEdit} />}
      <PostHeadFields ids={ids} draft={draft} set={set} categories={categories} />
      <PostBodyFields ids={ids} draft={draft} set={set} />
      <MailDraftActions
        draft={{
          title,
          excerpt: draft.excerpt.trim(),
          imageUrl: draft.imageUrl,
          // the link of a post being edited keeps its slug while its title does
          slug: post && title === post.title ? post.slug : undefined,
        }}
      />
      <PostSaveButtons
        editing={post !== null}
        saving={saving}
        savingAs={savingAs}
        onSave={(published) => save(draft, published)}
        schedule={
          zone && !post?.published
            ? { zone, publishAt: post?.publishAt ?? null, onSchedule: (at) => save(draft, false, at) }
            : undefined
        }
      />
    </div>
  );
}
