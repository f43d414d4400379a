import { moduleStyles, pageStyles, type SpaBuild, type ViteManifest } from './page-styles';
import { pageShell } from './page-shell';

// the shape of the SPA build's manifest: the entry, shared chunks, lazy pages (one imports the entry)
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js', '_Button-c3.js'],
    css: ['assets/index-a1.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_Button-c3.js': { file: 'assets/Button-c3.js', css: ['assets/Button-c3.css'] },
  '_post-dates-d4.js': {
    file: 'assets/post-dates-d4.js',
    imports: ['_react-b2.js'],
    css: ['assets/post-dates-d4.css'],
  },
  'src/features/blog/pages/BlogPage.tsx': {
    file: 'assets/BlogPage-e5.js',
    name: 'BlogPage',
    isDynamicEntry: true,
    imports: ['index.html', '_post-dates-d4.js', '_Button-c3.js'],
    css: ['assets/BlogPage-e5.css'],
  },
  'src/features/chat/ChatWidget.tsx': { file: 'assets/ChatWidget-f6.js', name: 'ChatWidget', isDynamicEntry: true },
  'src/features/admin/pages/AdminPage.tsx': { file: 'assets/AdminPage-g7.js', name: 'AdminPage', isDynamicEntry: true },
};

// index.html as Vite writes it: the entry's script and stylesheets
const template = [
  '<html><head><!-- page-head --><title>t</title><!-- /page-head -->',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/Button-c3.css">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const build = (css: Record<string, string> = {}): SpaBuild => ({
  template,
  manifest,
  asset: (file) => css[file] ?? `.${file.replace(/\W/g, '_')}{}`,
});

describe('the head of a rendered page', () => {
  it("names the styles of the page's lazy modules that the entry's do not include, after what they import", () => {
    expect(moduleStyles(manifest, ['ChatWidget', 'BlogPage'])).toEqual([
      'assets/post-dates-d4.css',
      'assets/BlogPage-e5.css',
    ]);
    expect(moduleStyles(manifest, ['NoSuchPage'])).toEqual([]);
    expect(moduleStyles({}, ['BlogPage'])).toEqual([]);
  });

  it("inlines the entry's and the page's styles in their order, in place of index.html's links", () => {
    const { template: shell, head: styles } = pageStyles(build(), ['BlogPage']);
    const page = pageShell(shell, { html: '<p>hi</p>', state: '{}', head: '', styles });
    expect(page).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(page).toContain(
      '<style>.assets_Button_c3_css{}\n.assets_index_a1_css{}\n.assets_post_dates_d4_css{}\n.assets_BlogPage_e5_css{}</style>',
    );
    // the chunk loader finds each file there and fetches it no more
    for (const file of ['Button-c3.css', 'index-a1.css', 'post-dates-d4.css', 'BlogPage-e5.css']) {
      expect(page).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}" disabled>`);
    }
    expect(page.indexOf('</style>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<div id="root"><p>hi</p></div>');
  });

  it('links the styles instead when one cannot be inlined (a relative url())', () => {
    const { template: shell, head } = pageStyles(build({ 'assets/index-a1.css': 'a{background:url(x.png)}' }), [
      'BlogPage',
    ]);
    expect(head).not.toContain('<style>');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/BlogPage-e5.css">');
  });

  it('adds nothing to a build without a manifest or styles', () => {
    const bare = { template: '<head></head><body><div id="root"></div></body>', manifest: {}, asset: () => '' };
    expect(pageStyles(bare, ['BlogPage'])).toEqual({ template: bare.template, head: '' });
  });
});
