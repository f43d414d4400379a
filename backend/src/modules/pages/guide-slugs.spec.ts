import { guideSlugsIn } from './guide-slugs';

describe('guideSlugsIn (the guides a page’s texts hold)', () => {
  it('finds each guide’s marker once, however deep in the answers, and nothing else', () => {
    const marker = (slug: string) => `<div class="lead-magnet-embed" data-slug="${slug}"></div>`;
    const queries = [
      { endpoint: 'getBlogPost', arg: { slug: 'a' }, data: { content: `<p>x</p>${marker('calm-guide')}`, id: 1 } },
      { endpoint: 'getPageContent', arg: { page: 'home' }, data: [{ content: marker('calm-guide') + marker('team') }] },
      { endpoint: 'getSite', arg: undefined, data: { name: 'lead-magnet-embed', logo: null } },
    ];
    expect(guideSlugsIn(queries).sort()).toEqual(['calm-guide', 'team']);
    expect(guideSlugsIn([{ endpoint: 'listBlogPosts', arg: {}, data: [] }])).toEqual([]);
  });
});
