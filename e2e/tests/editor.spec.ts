import { expect, test } from '../support/test';
import { createPost, signInAsAdmin } from '../support/api-session';
import { holdChunk, hydratedByReact } from '../support/held-chunk';
import { insertPicture } from '../support/post-editor';

// The post editor's inserts (features/blog/admin/editor): a link checked as typed, a picture
// uploaded with its alt text, a YouTube video, the preview as a visitor and in the subscribers' e-mail; and the
// public post, which loads nothing from YouTube until the reader presses play.

const PORTRAIT = 'fixtures/coach-portrait.jpg';

test('the owner writes a post with a link, a picture and a video, previews it, and readers see it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=blog-posts');
  const title = `Calm video ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('A short film on calm mornings, and the post that goes with it.');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Start with ');

  // a link: javascript: refused with the reason, a page of the site taken
  await page.getByTestId('editor-insert-link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByLabel('Address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(linkDialog).toContainText('A link must go to a web address');
  await linkDialog.getByLabel('Address').fill('/blog');
  await linkDialog.getByLabel('Text to show').fill('the other posts');
  await linkDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(content.getByRole('link', { name: 'the other posts' })).toHaveAttribute('href', '/blog');

  // a picture, uploaded and put in as its resized copy with the words read in its place
  await insertPicture(page, PORTRAIT, 'The coach at her desk');

  // a YouTube video
  await page.getByRole('button', { name: 'Insert video' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Insert video' });
  await videoDialog.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await videoDialog.getByRole('button', { name: 'Insert' }).click();
  await expect(content.locator('.video-embed[data-provider="youtube"][data-id="dQw4w9WgXcQ"]')).toBeVisible();

  // the preview: the public page's article, then the e-mail subscribers get (this site has no
  // membership tiers, so no members' edition: the excerpt and a link to the post)
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'The coach at her desk' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Play the video from YouTube' })).toBeVisible();
  await preview.getByRole('tab', { name: 'In the e-mail' }).click();
  const mail = preview.frameLocator('iframe[title="E-mail (HTML)"]');
  await expect(mail.getByText('A short film on calm mornings, and the post that goes with it.')).toBeVisible();
  await expect(mail.getByRole('link', { name: 'Read the full post' })).toBeVisible();
  await expect(mail.getByRole('link', { name: '▶ Watch the video on YouTube' })).toHaveCount(0);
  await expect(preview.getByRole('tab', { name: 'In the members’ e-mail' })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Publish & Send Now' }).click();
  const item = page.getByRole('region', { name: 'Your Blog Posts' }).getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Published');
  const href = (await item.getByRole('link', { name: 'View' }).getAttribute('href'))!;

  // the server's page: the poster, no player
  const served = await page.request.get(href);
  const html = await served.text();
  expect(html).toContain('Plays from YouTube — nothing loads from there until you press play.');
  expect(html).not.toMatch(/<iframe[^>]+youtube/);

  // a reader: the picture, the link, and nothing asked of YouTube until play. The post's own code
  // is held back until the reader has pressed play: a press on the server's poster plays the video
  // while the rest of the page is hydrated and that part not yet (React holds a click there back
  // from every listener below it until it hydrates it; the site's entry listens above it)
  const visitor = await page.context().browser()!.newPage();
  const youtube: string[] = [];
  visitor.on('request', (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).hostname)) youtube.push(request.url());
  });
  const postCode = await holdChunk(visitor, 'src/features/blog/pages/BlogPage.tsx');
  await visitor.goto(href, { waitUntil: 'domcontentloaded' });
  const article = visitor.locator('.post-content');
  await expect(article.getByRole('link', { name: 'the other posts' })).toHaveAttribute('href', '/blog');
  const picture = article.getByRole('img', { name: 'The coach at her desk' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const play = article.getByRole('button', { name: 'Play the video from YouTube' });
  await expect(play).toBeVisible();
  // a link to the host underneath, drawn as the poster's white button, not in the post's link colour
  await expect(play).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(play).toHaveCSS('text-decoration-line', 'none');
  expect(youtube).toEqual([]);
  await expect(article.locator('iframe')).toHaveCount(0);

  // the rest of the page hydrated (its controls that wait for it, the footer's subscribe field
  // among them, are enabled), the post not
  await expect(visitor.locator('[data-hydrating]')).toHaveCount(0);
  expect(await article.evaluate(hydratedByReact)).toBe(false);
  await play.click();
  const player = article.locator('iframe[title="Video from YouTube"]');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');

  // the post's code arrives and hydrates the post: the player stays
  postCode.release();
  await expect.poll(() => article.evaluate(hydratedByReact)).toBe(true);
  await expect(player).toBeVisible();
  await expect(play).toHaveCount(0);
  await visitor.close();
});

test("a play pressed before the site's code has run opens the video on its host", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const post = await createPost(page, {
    title: `Early press ${Date.now().toString(36)}`,
    published: true,
    content: '<p>Watch this.</p><div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>',
  });
  // the visitor has the server's page, and none of the site's code arrives (a slow line's first
  // seconds); the host's page is answered here, with no internet
  const visitor = await browser.newPage();
  await visitor.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  await visitor.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>The video on YouTube</title>' }),
  );
  await visitor.goto(`/blog/${post.slug}`);
  await visitor.locator('.post-content').getByRole('button', { name: 'Play the video from YouTube' }).click();
  await expect(visitor).toHaveURL('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(visitor).toHaveTitle('The video on YouTube');
  await visitor.close();
});
