import { Injectable } from '@nestjs/common';
import { FALLBACK_PRODUCT_IMAGE, offerPrice } from '../../commerce';
import { describe, type Loader, oneThing, type PageAddresses, type PageMeta, type PublicPage } from '../../pages';
import { toCourseDto } from '../dto/course.dto';
import { LearningService } from '../learning.service';
import { CourseOutlinesService } from '../outlines/course-outlines.service';
import { courseJsonLd } from './course-json-ld';

// A missing course's page: not to be indexed.
const MISSING_COURSE: PageMeta = { title: 'Courses', description: 'Course not found.' };
const coursePath = (slug: string) => `/courses/${encodeURIComponent(slug)}`;

// A course's public page (/courses/{slug}), as the server renders it: registered with the pages'
// PublicPageRegistry by CoursesModule, in the sitemap after the products.
@Injectable()
export class CoursePublicPage {
  constructor(
    private readonly courses: LearningService,
    private readonly outlines: CourseOutlinesService,
  ) {}

  get page(): PublicPage {
    return { path: '/courses/:slug', load: this.load, sitemap: this.addresses };
  }

  // A course's page as anybody sees it before signing in: its outline (published lessons, free
  // previews open), price and "Enroll Now". The answer seeded is the anonymous one, so the page's
  // first paint and head are the same for everybody; the SPA asks again for a signed-in reader's
  // enrolment and progress (the loaders know no reader).
  private readonly load: Loader = (context, { slug }) =>
    oneThing(
      'getCourse',
      slug,
      () => this.courses.getCourse(slug, undefined),
      (course) => {
        const offer = offerPrice(course.priceCents);
        const path = coursePath(course.slug);
        // the shop's placeholder is no picture of the course: the page shows the site's instead
        const image = course.imageUrl === FALLBACK_PRODUCT_IMAGE ? null : course.imageUrl;
        const sections = course.modules.map((m) => m.title);
        const facts = {
          title: course.title,
          description: course.description,
          imageUrl: image,
          ...offer,
          sections,
          path,
        };
        return {
          queries: [{ endpoint: 'getCourse', arg: { slug }, data: toCourseDto(course) }],
          meta: {
            title: course.title,
            description: describe(course.description),
            path,
            image,
            type: 'product',
            og: { 'product:price:amount': offer.price, 'product:price:currency': offer.currency },
            jsonLd: [courseJsonLd(facts, context)],
          },
        };
      },
      MISSING_COURSE,
    );

  // every course product not archived with at least one published lesson (one without is no page
  // worth a search engine's visit yet)
  private readonly addresses: PageAddresses = {
    entries: () => this.addressesOfCourses(),
    count: async () => (await this.outlines.list()).length,
  };

  private async *addressesOfCourses() {
    for (const course of await this.outlines.list()) yield { path: coursePath(course.slug), lastmod: course.updatedAt };
  }
}
