// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../../entry-server';
import { SITE_DEFAULTS } from '../../site';
import type { CourseDto } from '../api';

const ORIGIN = 'https://coach.example';

// The anonymous answer the backend seeds for /courses/{slug} (backend modules/pages).
const COURSE: CourseDto = {
  productId: 5,
  slug: 'calm-leadership',
  title: 'Calm Leadership in 30 Days',
  description: 'A month of short lessons.',
  imageUrl: '/images/product-placeholder.svg',
  price: '$199',
  priceCents: 19900,
  plan: null,
  lessonCount: 2,
  modules: [
    {
      id: 1,
      title: 'Getting started',
      lessons: [
        {
          id: 11,
          title: 'Welcome',
          freePreview: true,
          hasVideo: false,
          attachmentCount: 0,
          completed: false,
          open: true,
          opensAt: null,
        },
        {
          id: 12,
          title: 'Your first week',
          freePreview: false,
          hasVideo: true,
          attachmentCount: 1,
          completed: false,
          open: false,
          opensAt: null,
        },
      ],
    },
  ],
  enrolment: null,
};

const renderAt = (path: string, course: CourseDto | null) =>
  render({
    url: `${ORIGIN}${path}`,
    queries: [
      { endpoint: 'getSite', arg: undefined, data: SITE_DEFAULTS },
      { endpoint: 'getCurrentUser', arg: undefined, data: null },
      { endpoint: 'getCourse', arg: { slug: 'calm-leadership' }, data: course },
    ],
    renderPostHtml: (html) => html,
  });

describe("a course's page rendered on the server", () => {
  it('renders the seeded course: its title, price, Enroll Now and outline, with its chunk named', async () => {
    const page = await renderAt('/courses/calm-leadership', COURSE);
    if (page.clientOnly) throw new Error('the course page is rendered on the server');
    expect(page.notFound).toBe(false);
    expect(page.html).toContain('Calm Leadership in 30 Days</h1>');
    expect(page.html).toContain('$199');
    expect(page.html).toContain('href="/checkout?amount=199&amp;products=5"');
    expect(page.html).toContain('href="/courses/calm-leadership/lessons/11"');
    expect(page.html).toContain('Free preview');
    expect(page.modules).toContain('CoursePage');
  });

  it('says the course is not found when the server seeds none', async () => {
    const page = await renderAt('/courses/calm-leadership', null);
    if (page.clientOnly) throw new Error('the course page is rendered on the server');
    expect(page.html).toContain('Course not found.');
  });

  it('leaves a lesson to the browser', async () => {
    expect(await renderAt('/courses/calm-leadership/lessons/11', COURSE)).toEqual({ clientOnly: true });
  });
});
