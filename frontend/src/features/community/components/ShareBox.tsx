import { Button, Input, Switch } from 'antd';
import { useId, useState } from 'react';
import type { NewPost } from '../use-community';
import { TAGS } from '../lib/community-data';

// Write a post, tag it if you like, share it with or without your name.
export function ShareBox({ onShare }: { onShare: (post: NewPost) => void }) {
  const ids = useId();
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [anonymous, setAnonymous] = useState(true);

  const toggle = (tag: string) =>
    setTags((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));

  const share = () => {
    if (!content.trim()) return;
    // tags in the list's order, whatever order they were picked in
    onShare({ content, tags: TAGS.filter((t) => tags.includes(t)), anonymous });
    setContent('');
    setTags([]);
  };

  return (
    <section className="community-card share-box" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="community-card__title">
        Share with the Community
      </h2>
      <label htmlFor={`${ids}-text`} className="sr-only">
        What's on your mind?
      </label>
      <Input.TextArea
        id={`${ids}-text`}
        rows={4}
        maxLength={2000}
        placeholder="A win, a struggle, a question... this is a safe space."
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="share-box__tags" role="group" aria-labelledby={`${ids}-tags`}>
        <span id={`${ids}-tags`} className="share-box__label">
          Tags (optional)
        </span>
        {TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="community-tag community-tag--toggle"
            aria-pressed={tags.includes(tag)}
            onClick={() => toggle(tag)}
          >
            #{tag}
          </button>
        ))}
      </div>
      <div className="share-box__footer">
        <label className="share-box__anonymous">
          <Switch checked={anonymous} onChange={setAnonymous} size="small" />
          <span>Post anonymously</span>
        </label>
        <Button type="primary" disabled={!content.trim()} onClick={share}>
          Share
        </Button>
      </div>
    </section>
  );
}
