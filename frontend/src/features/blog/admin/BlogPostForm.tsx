import { CloseOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { BlogPostDto, SaveBlogPostDto } from '../api';
import { useCreateBlogPostMutation, useUpdateBlogPostMutation } from '../api';
import { isBlankHtml, readTimeMinutes, slugify } from '../lib/post-text';
import { CategoryField } from './CategoryField';
import { FeaturedImageField } from './FeaturedImageField';

// Quill is the biggest part of the editor: it loads when the form first shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export const MISSING_INFORMATION = 'Please fill in title, excerpt, and content.';
export const SAVE_FAILED = 'Failed to save blog post. Please try again.';

interface BlogPostFormProps {
  // the post being edited; null writes a new one
  post: BlogPostDto | null;
  categories: readonly string[];
  onSaved: () => void;
  onCancelEdit: () => void;
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

// Writes a new post or edits one. Mount it with a new key to start over (the parent does after a save).
export function BlogPostForm({ post, categories, onSaved, onCancelEdit }: BlogPostFormProps) {
  const ids = useId();
  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState(post?.category ?? '');
  const [imageUrl, setImageUrl] = useState<string | null>(post?.imageUrl ?? null);
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [createPost, creating] = useCreateBlogPostMutation();
  const [updatePost, updating] = useUpdateBlogPostMutation();
  const saving = creating.isLoading || updating.isLoading;
  const [savingAs, setSavingAs] = useState<boolean | null>(null);

  const save = async (published: boolean) => {
    if (!title.trim() || !excerpt.trim() || isBlankHtml(content)) {
      toast({ title: 'Missing Information', description: MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    const body: SaveBlogPostDto = {
      title: title.trim(),
      category,
      excerpt: excerpt.trim(),
      content,
      imageUrl,
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
