import { useId, useState } from 'react';
import { AutosaveStatus } from './AutosaveStatus';
import { DraftNotices } from './DraftNotices';
import { newerLocalCopy } from './post-local-copy';
import { RevisionsDrawer } from './RevisionsDrawer';
import { useAutosave } from './use-autosave';
import { useEditorPresence } from './use-editor-presence';
import type { BlogPostDto } from './api';
import { MailDraftActions } from './MailDraftActions';
import { PostBodyFields } from './PostBodyFields';
import { PostEditingBanner } from './PostEditingBanner';
import { PostHeadFields } from './PostHeadFields';
import { PostSaveButtons } from './PostSaveButtons';
import { useSiteTimeZone } from '../../site/admin';
import { usePostDraft } from './use-post-draft';
import { isNewOrDraft, useSavePost } from './use-save-post';

interface BlogPostFormProps {
  // the post being edited; null writes a new one
  post: BlogPostDto | null;
  categories: readonly string[];
  onSaved: () => void;
  onCancelEdit: () => void;
  // the post as the server has it now (a revision restored): the form opens it again
  onReload: (post: BlogPostDto) => void;
}

// Writes a new post or edits one. Mount it with a new key to start over (the parent does after a save).
export function BlogPostForm({ post, categories, onSaved, onCancelEdit, onReload }: BlogPostFormProps) {
  const ids = useId();
  const [draft, set] = usePostDraft(post);
  // nothing lost: autosaves, this browser's copy of unsaved changes, the other tabs on this post
  const autosave = useAutosave(post, draft);
  const [localCopy] = useState(() => newerLocalCopy(post?.id ?? null, draft, post?.updatedAt));
  const presence = useEditorPresence(autosave.postId);
  const saved = () => {
    presence.announceSave();
    onSaved();
  };
  const { save, saving, savingAs } = useSavePost(post, saved, autosave);
  const zone = useSiteTimeZone();
  const title = draft.title.trim();

  return (
    <div className="post-form">
      {post && <PostEditingBanner title={post.title} onCancel={onCancelEdit} />}
      <DraftNotices
        postId={post?.id ?? null}
        localCopy={localCopy}
        onRestore={set}
        otherTab={presence.otherTab}
        savedElsewhere={presence.savedElsewhere}
      />
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
        editing={!isNewOrDraft(post)}
        saving={saving}
        savingAs={savingAs}
        onSave={(published) => save(draft, published)}
        schedule={
          zone && !post?.published
            ? { zone, publishAt: post?.publishAt ?? null, onSchedule: (at) => save(draft, false, at) }
            : undefined
        }
      />
      <div className="post-form__drafts">
        <AutosaveStatus state={autosave.state} />
        <RevisionsDrawer postId={autosave.postId} current={draft} autosave={autosave} onRestored={onReload} />
      </div>
    </div>
  );
}
