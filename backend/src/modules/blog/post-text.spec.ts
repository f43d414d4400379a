import { wantedSlug } from './post-text';

describe('wantedSlug', () => {
  it('keeps a client slug that follows the rule', () => {
    expect(wantedSlug('Five Habits', 'my-own-slug')).toBe('my-own-slug');
  });

  it('derives the slug from the title otherwise', () => {
    expect(wantedSlug('Five Habits of Calm Leaders')).toBe('five-habits-of-calm-leaders');
    expect(wantedSlug('Five Habits', 'Not A Slug!')).toBe('five-habits');
    expect(wantedSlug('!!!', '')).toBe('post');
  });
});
