import type { Browser, Locator, Page } from '@playwright/test';
import { createPost, csrfHeaders, signInAsAdmin } from '../support/api-session';
import { createCourse } from '../support/courses';
import { png } from '../support/png';
import { createProduct, type ProductDto } from '../support/shop';
import { expect, test } from '../support/test';

// The owner's real pictures come in every shape (issue 42): a 1200 × 630 product photo was drawn
// 630 px tall on its card and as an 88 × 630 strip in the checkout. Each place that shows an
// uploaded picture gives it a box of its own; the picture's shape changes nothing in it.

const SHAPES = { wide: [1200, 630], tall: [600, 1200], square: [800, 800], tiny: [40, 40] } as const;
type Shape = keyof typeof SHAPES;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface Box {
  width: number;
  height: number;
}

// An uploaded picture's address (the product images' upload, as the Product Manager sends it).
async function upload(page: Page, shape: Shape): Promise<string> {
  const [width, height] = SHAPES[shape];
  const response = await page.request.post('/api/upload/images', {
    headers: await csrfHeaders(page),
    multipart: { images: { name: `${shape}.png`, mimeType: 'image/png', buffer: png(width, height) } },
  });
  if (!response.ok()) throw new Error(`upload ${shape}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { imageUrls: string[] }).imageUrls[0];
}

async function setSiteImage(page: Page, kind: 'photo' | 'logo', shape: Shape) {
  const [width, height] = SHAPES[shape];
  const response = await page.request.post(`/api/admin/site/images/${kind}`, {
    headers: await csrfHeaders(page),
    multipart: { image: { name: `${kind}.png`, mimeType: 'image/png', buffer: png(width, height) } },
  });
  if (!response.ok()) throw new Error(`site ${kind}: ${response.status()} ${await response.text()}`);
}

// The box an image is drawn in once its picture has arrived, in whole CSS pixels. Scrolled to and
// awaited in one polled step, so an <img> the page re-creates meanwhile (React replaced the server's
// on a product's page once its scripts ran) is found again rather than scrolled to while detached.
async function frame(image: Locator): Promise<Box> {
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => {
        img.scrollIntoView({ block: 'nearest' });
        return img.complete && img.naturalWidth > 0;
      }),
    )
    .toBe(true);
  const box = await image.boundingBox();
  if (!box) throw new Error('the image is not drawn');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

const frames = async (images: Locator[]) => {
  const boxes: Box[] = [];
  for (const image of images) boxes.push(await frame(image));
  return boxes;
};

// every box the same as the first, which is `ratio` (width / height) within a pixel
function expectSameBoxes(where: string, boxes: Box[], ratio?: number) {
  expect.soft(boxes, `${where}: the same box for every shape`).toEqual(boxes.map(() => boxes[0]));
  if (ratio) {
    expect
      .soft(Math.abs(boxes[0].height - boxes[0].width / ratio), `${where}: ${JSON.stringify(boxes[0])} at ${ratio}:1`)
      .toBeLessThanOrEqual(1);
  }
}

interface Fixture {
  products: Record<Shape, ProductDto>;
  posts: Record<Shape, { slug: string; title: string }>;
  courses: { wide: ProductDto; tall: ProductDto };
  lesson: string;
}

async function setUp(page: Page): Promise<Fixture> {
  const urls = {} as Record<Shape, string>;
  for (const shape of Object.keys(SHAPES) as Shape[]) urls[shape] = await upload(page, shape);
  const products = {} as Fixture['products'];
  const posts = {} as Fixture['posts'];
  for (const shape of Object.keys(SHAPES) as Shape[]) {
    products[shape] = await createProduct(page, {
      title: `Framed ${shape} ${suffix}`,
      type: 'digital',
      price: '10',
      digitalFileName: `${shape}.pdf`,
      imageUrls: [urls[shape]],
    });
    posts[shape] = await createPost(page, {
      title: `Framed ${shape} ${suffix}`,
      published: true,
      imageUrl: urls[shape],
    });
  }
  const imagesHtml = (Object.keys(SHAPES) as Shape[]).map(
    (shape) => `<p><img src="${urls[shape]}" alt="${shape}"></p>`,
  );
  const wide = await createCourse(page, `Framed course wide ${suffix}`, [
    { title: 'Pictures', freePreview: true, bodyHtml: `<p>Every shape:</p>${imagesHtml.join('')}` },
  ]);
  const tall = await createCourse(page, `Framed course tall ${suffix}`, [
    { title: 'Words', bodyHtml: '<p>Words.</p>' },
  ]);
  const withImage = async (course: ProductDto, shape: Shape) => {
    const response = await page.request.patch(`/api/products/${course.id}`, {
      data: { imageUrls: [urls[shape]] },
      headers: await csrfHeaders(page),
    });
    if (!response.ok()) throw new Error(`course image: ${response.status()} ${await response.text()}`);
    return (await response.json()) as ProductDto;
  };
  await setSiteImage(page, 'photo', 'wide');
  await setSiteImage(page, 'logo', 'tall');
  return {
    products,
    posts,
    courses: { wide: await withImage(wide.course, 'wide'), tall: await withImage(tall.course, 'tall') },
    lesson: `/courses/${wide.course.slug}/lessons/${wide.lessonIds[0]}`,
  };
}

async function measure(page: Page, { products, posts, courses, lesson }: Fixture): Promise<Box[]> {
  const shapes = Object.keys(SHAPES) as Shape[];
  const viewport = page.viewportSize()!;
  const at = (where: string) => `${where} at ${viewport.width}×${viewport.height}`;

  await page.goto('/products');
  const cards = shapes.map((shape) => page.getByRole('article', { name: products[shape].title }));
  const cardImages = await frames(cards.map((card) => card.locator('.product-card__media img')));
  expectSameBoxes(at('product cards'), cardImages, 16 / 10);
  // across its card, inside the card's 1 px border
  const card = (await cards[0].boundingBox())!.width;
  expect.soft(card - cardImages[0].width, at('a card image across its card')).toBeLessThanOrEqual(2);

  const pageImages: Box[] = [];
  for (const shape of ['wide', 'tall'] as const) {
    await page.goto(`/products/${products[shape].slug}`);
    pageImages.push(await frame(page.locator('.product-gallery__main')));
  }
  expectSameBoxes(at("a product's page"), pageImages, 16 / 10);

  const ids = shapes.map((shape) => products[shape].id);
  await page.goto(`/checkout?amount=${ids.length * 10}&products=${ids.join(',')}`);
  const thumbs = page.getByRole('list', { name: 'Products in this order' }).locator('img');
  await expect(thumbs).toHaveCount(ids.length);
  expectSameBoxes(at('the order summary'), await frames(await thumbs.all()));
  expect.soft(await frame(thumbs.first()), at('an order summary thumbnail')).toEqual({ width: 88, height: 88 });

  await page.goto('/blog');
  const postCards = shapes.map((shape) => page.locator('.post-card', { hasText: posts[shape].title }).locator('img'));
  expectSameBoxes(at('post cards'), await frames(postCards), 16 / 9);

  const covers: Box[] = [];
  for (const shape of ['wide', 'tall'] as const) {
    await page.goto(`/blog/${posts[shape].slug}`);
    covers.push(await frame(page.locator('.blog-post__image')));
  }
  expectSameBoxes(at("a post's cover"), covers);
  expect.soft(covers[0].height, at("a post's cover, at most 440 px tall")).toBeLessThanOrEqual(440);
  expect
    .soft(covers[0].height, at("a post's cover, 16:9 up to that"))
    .toBeGreaterThanOrEqual(Math.min(440, Math.floor((covers[0].width * 9) / 16)));

  const courseImages: Box[] = [];
  for (const course of [courses.wide, courses.tall]) {
    await page.goto(`/courses/${course.slug}`);
    courseImages.push(await frame(page.locator('.course-page__image')));
  }
  expectSameBoxes(at("a course's page"), courseImages, 16 / 10);

  await page.goto(lesson);
  const body = await page.locator('.lesson-page__body').boundingBox();
  for (const shape of shapes) {
    const box = await frame(page.getByRole('img', { name: shape, exact: true }));
    expect.soft(box.width, at(`a lesson's ${shape} picture within the text's width`)).toBeLessThanOrEqual(body!.width);
    expect.soft(box.height, at(`a lesson's ${shape} picture at most 560 px tall`)).toBeLessThanOrEqual(560);
  }

  await page.goto('/');
  expect
    .soft(await frame(page.locator('.home-owner__photo')), at('the home photo'))
    .toEqual({ width: 128, height: 128 });
  expect.soft(await frame(page.locator('.navbar__logo-image')), at('the logo')).toEqual({ width: 160, height: 40 });

  await page.goto('/about');
  const photo = await frame(page.locator('.about-founder__photo'));
  expect.soft(photo.width, at('the about photo, square')).toBe(photo.height);
  expect.soft(photo.width, at('the about photo, within the page')).toBeLessThanOrEqual(viewport.width);
  return cardImages;
}

// The server's rendering alone (no script runs): the same boxes as the page's, before it hydrates.
async function measureServerRendering(browser: Browser, { products, posts }: Fixture, hydrated: Box[]) {
  const context = await browser.newContext({ viewport: SIZES.desktop, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/products');
  const shapes = Object.keys(SHAPES) as Shape[];
  const cards = shapes.map((shape) => page.getByRole('article', { name: products[shape].title }));
  const boxes = await frames(cards.map((card) => card.locator('.product-card__media img')));
  expect.soft(boxes, 'product cards as the server renders them').toEqual(hydrated);
  await page.goto(`/blog/${posts.tall.slug}`);
  const cover = await frame(page.locator('.blog-post__image'));
  expect.soft(cover.height, "a post's cover as the server renders it, at most 440 px tall").toBeLessThanOrEqual(440);
  await context.close();
}

async function phoneContext(browser: Browser, page: Page) {
  return browser.newContext({ viewport: SIZES.phone, storageState: await page.context().storageState() });
}

test.afterEach(async ({ page }) => {
  const headers = await csrfHeaders(page);
  await page.request.delete('/api/admin/site/images/photo', { headers });
  await page.request.delete('/api/admin/site/images/logo', { headers });
});

test('every uploaded picture keeps its box whatever its shape, on a desktop and on a phone', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize(SIZES.desktop);
  await signInAsAdmin(page);
  const fixture = await setUp(page);

  await measureServerRendering(browser, fixture, await measure(page, fixture));
  const phone = await phoneContext(browser, page);
  await measure(await phone.newPage(), fixture);
  await phone.close();
});
