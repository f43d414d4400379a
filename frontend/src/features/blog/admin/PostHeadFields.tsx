import { Input } from 'antd';
import { AudienceField } from './AudienceField';
import { CategoryField } from './CategoryField';
import { FeaturedImageField } from './FeaturedImageField';
import type { SetPostDraft } from './use-post-draft';
import type { PostFormValues } from './use-save-post';

interface PostHeadFieldsProps {
  // the ids' stem (useId of the form)
  ids: string;
  draft: PostFormValues;
  set: SetPostDraft;
  categories: readonly string[];
}

// What a post shows above its text: its title, category, audience and (optional) featured image.
export function PostHeadFields({ ids, draft, set, categories }: PostHeadFieldsProps) {
  return (
    <>
      <div className="post-form__field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <Input
          id={`${ids}-title`}
          value={draft.title}
          maxLength={200}
          placeholder="A clear, inviting title"
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <div className="post-form__field">
        <label htmlFor={`${ids}-category`}>Category</label>
        <CategoryField
          id={`${ids}-category`}
          value={draft.category}
          onChange={(category) => set({ category })}
          categories={categories}
        />
      </div>
      <div className="post-form__field">
        <label htmlFor={`${ids}-audience`}>Audience</label>
        <AudienceField
          id={`${ids}-audience`}
          hintId={`${ids}-audience-hint`}
          audience={draft.audience}
          tierId={draft.audienceTierId}
          onChange={(audience, audienceTierId) => set({ audience, audienceTierId })}
        />
        <span id={`${ids}-audience-hint`} className="post-form__hint">
          Who may read the whole post; everybody else sees its title and excerpt
        </span>
      </div>
      <div className="post-form__field">
        <span id={`${ids}-image`} className="post-form__label">
          Featured Image <span className="blog-admin-muted">(optional)</span>
        </span>
        <FeaturedImageField
          labelId={`${ids}-image`}
          value={draft.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
        />
      </div>
    </>
  );
}
