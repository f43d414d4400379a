import { CloseOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Suspense, useId, useState } from 'react';
import type { BlogPostDto } from './api';
import { CategoryField } from './CategoryField';
import { FeaturedImageField } from './FeaturedImageField';
import { MailDraftActions } from './MailDraftActions';
import { useSavePost } from './use-save-post';
import { RichTextEditor } from './lazy-rich-text-editor';

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
  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState(post?.category ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(post?.imageUrl ?? null);
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const { save: savePost, saving, savingAs } = useSavePost(post, onSaved);
  const save = (published: boolean) => savePost({ title, category, excerpt, content, imageUrl }, published);

  return (
    <div className="post-form">
      {post && (
        <div className="post-form__editing" role="status">
          <span>
            <EditOutlined aria-hidden /> Editing: <strong>{post.title}</strong>
          </span>
          <Button icon={<CloseOutlined aria-hidden />} onClick={onCancelEdit}>
            Cancel Edit
          </Button>
        </div>
      )}

      <div className="post-form__field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <Input
          id={`${ids}-title`}
          value={title}
          maxLength={200}
          placeholder="A clear, inviting title"
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>

      <div className="post-form__field">
        <label htmlFor={`${ids}-category`}>Category</label>
        <CategoryField id={`${ids}-category`} value={category} onChange={setCategory} categories={categories} />
      </div>

      <div className="post-form__field">
        <span id={`${ids}-image`} className="post-form__label">
          Featured Image <span className="blog-admin-muted">(optional)</span>
        </span>
        <FeaturedImageField labelId={`${ids}-image`} value={imageUrl} onChange={setImageUrl} />
      </div>

      <div className="post-form__field">
        <label htmlFor={`${ids}-excerpt`}>Excerpt</label>
        <Input.TextArea
          id={`${ids}-excerpt`}
          value={excerpt}
          rows={3}
          maxLength={1000}
          aria-describedby={`${ids}-excerpt-hint`}
          placeholder="A short summary shown on the blog list"
          onChange={(event) => setExcerpt(event.target.value)}
        />
        <span id={`${ids}-excerpt-hint`} className="post-form__hint">
          150-200 characters ({excerpt.trim().length} now)
        </span>
      </div>

      <div className="post-form__field">
        <span id={`${ids}-content`} className="post-form__label">
          Content
        </span>
        <Suspense fallback={<div className="post-form__editor-loading">Loading the editor…</div>}>
          <RichTextEditor
            value={content}
            onChange={setContent}
            labelledBy={`${ids}-content`}
            placeholder="Write your post…"
          />
        </Suspense>
      </div>

      <MailDraftActions
        draft={{
          title: title.trim(),
          excerpt: excerpt.trim(),
          imageUrl,
          // the link of a post being edited keeps its slug while its title does
          slug: post && title.trim() === post.title ? post.slug : undefined,
        }}
      />

      <div className="post-form__actions">
        <Button
          size="large"
          icon={<PlusOutlined aria-hidden />}
          disabled={saving}
          loading={saving && savingAs === false}
          onClick={() => save(false)}
        >
          {post ? 'Update Post' : 'Add to Queue'}
        </Button>
        <Button
          size="large"
          type="primary"
          icon={<SendOutlined aria-hidden />}
          disabled={saving}
          loading={saving && savingAs === true}
          onClick={() => save(true)}
        >
          {post ? 'Update & Publish' : 'Publish & Send Now'}
        </Button>
      </div>
    </div>
  );
}
