import { beforeEach } from 'vitest';
import type { UserDto } from '../../../api';
import type { RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from '../../../test/test-api';
import { error, makeUser, sendJson } from '../../../test/test-api';
import { setupShopApi } from '../../shop/test/shop-api';
import type { CourseDto } from '../api';
import type { LessonAttachmentDto, LessonDto, LessonVideoDto, MyCourseDto } from '../learning-api';

// A lesson as the fake course keeps it: `opensAt` is its drip date for the enrolled student (locked
// until the test opens it), null when it is open from the start.
export interface FakeLesson {
  id: number;
  title: string;
  freePreview: boolean;
  opensAt: string | null;
  bodyHtml: string;
  video: LessonVideoDto | null;
  attachments: LessonAttachmentDto[];
}

export interface FakeModule {
  id: number;
  title: string;
  lessons: FakeLesson[];
}

export const SLUG = 'calm-leadership';
// noon UTC: the same day in every time zone a test machine may have
export const OPENS_AT = '2030-12-02T12:00:00.000Z';
export const DRIP_REFUSAL = 'This lesson opens on Monday, December 2, 2030 at 6:00 AM New York time.';
export const NOT_A_STUDENT = "This lesson is for the course's students. Enrol to open it.";
export const SIGN_IN_FIRST = 'Please sign in to open this lesson.';
export const COURSE_GONE = 'This course no longer exists.';

export function makeLesson(overrides: Partial<FakeLesson> & { id: number }): FakeLesson {
  return {
    title: `Lesson ${overrides.id}`,
    freePreview: false,
    opensAt: null,
    bodyHtml: `<p>The text of lesson ${overrides.id}.</p>`,
    video: null,
    attachments: [],
    ...overrides,
  };
}

// Two modules: a free welcome, a lesson open to students, and one that drips on OPENS_AT.
export function makeOutline(): FakeModule[] {
  return [
    {
      id: 1,
      title: 'Getting started',
      lessons: [
        makeLesson({ id: 11, title: 'Welcome', freePreview: true }),
        makeLesson({ id: 12, title: 'Your first week' }),
      ],
    },
    { id: 2, title: 'Going deeper', lessons: [makeLesson({ id: 21, title: 'Hard conversations', opensAt: OPENS_AT })] },
  ];
}

type Courses = ReturnType<typeof setupCoursesApi>;

const lessonsOf = (courses: Courses) => courses.outline.flatMap((module) => module.lessons);

// what the reader may do with the course: a student of it, or a visitor (signed in or not)
const isStudent = (courses: Courses) => courses.enrolled && courses.auth.signedIn !== null;
const isOpen = (courses: Courses, lesson: FakeLesson) =>
  lesson.freePreview || (isStudent(courses) && lesson.opensAt === null);

function progressOf(courses: Courses) {
  const total = lessonsOf(courses).length;
  const done = lessonsOf(courses).filter((lesson) => courses.completed.has(lesson.id)).length;
  const percent = total ? Math.floor((done * 100) / total) : 0;
  const completedAt = total && done === total ? '2030-11-20T10:00:00.000Z' : null;
  const open = lessonsOf(courses).filter((lesson) => isOpen(courses, lesson));
  const resume = open.find((lesson) => !courses.completed.has(lesson.id)) ?? open.at(-1) ?? null;
  return {
    completedLessons: done,
    totalLessons: total,
    percent,
    completedAt,
    certificateUrl: completedAt ? `/api/courses/${SLUG}/certificate` : null,
    resumeLessonId: resume?.id ?? null,
  };
}

// GET /api/courses/{slug} as the reader sees it
export function courseAnswer(courses: Courses): CourseDto {
  const student = isStudent(courses);
  return {
    productId: 5,
    slug: SLUG,
    title: 'Calm Leadership in 30 Days',
    description: 'A month of short lessons on leading without losing your calm.',
    imageUrl: '/images/product-placeholder.svg',
    price: '$199',
    priceCents: 19900,
    plan: courses.plan,
    lessonCount: lessonsOf(courses).length,
    modules: courses.outline.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        freePreview: lesson.freePreview,
        hasVideo: lesson.video !== null,
        attachmentCount: lesson.attachments.length,
        completed: student && courses.completed.has(lesson.id),
        open: isOpen(courses, lesson),
        opensAt: student && !isOpen(courses, lesson) ? lesson.opensAt : null,
      })),
    })),
    enrolment: student
      ? {
          enrolledAt: '2030-11-01T10:00:00.000Z',
          lastLessonId: courses.lastLessonId,
          dripMails: courses.dripMails,
          ...progressOf(courses),
        }
      : null,
  };
}

function lessonAnswer(courses: Courses, lesson: FakeLesson): LessonDto {
  const all = lessonsOf(courses);
  const at = all.indexOf(lesson);
  const step = (other: FakeLesson | undefined) => (other ? { id: other.id, title: other.title } : null);
  return {
    id: lesson.id,
    title: lesson.title,
    moduleTitle: courses.outline.find((module) => module.lessons.includes(lesson))!.title,
    bodyHtml: lesson.bodyHtml,
    freePreview: lesson.freePreview,
    completed: isStudent(courses) && courses.completed.has(lesson.id),
    video: lesson.video,
    attachments: lesson.attachments,
    previous: step(all[at - 1]),
    next: step(all[at + 1]),
  };
}

// the course's lesson the route names, after the server's access check (or its refusal)
const readable =
  (handle: (call: Parameters<RouteHandler<Courses>>[0], courses: Courses, lesson: FakeLesson) => void) =>
  (call: Parameters<RouteHandler<Courses>>[0], courses: Courses) => {
    const { res, params } = call;
    const lesson = lessonsOf(courses).find((l) => l.id === Number(params.lessonId));
    if (params.slug !== SLUG || !lesson) return error(res, 404, COURSE_GONE);
    if (isOpen(courses, lesson)) return handle(call, courses, lesson);
    if (!courses.auth.signedIn) return error(res, 401, SIGN_IN_FIRST);
    if (!courses.enrolled) return error(res, 403, NOT_A_STUDENT);
    return sendJson(res, 403, { statusCode: 403, message: DRIP_REFUSAL, opensAt: lesson.opensAt });
  };

const completing = (done: boolean) =>
  readable(({ res }, courses, lesson) => {
    if (!isStudent(courses)) return error(res, 403, NOT_A_STUDENT);
    if (done) courses.completed.add(lesson.id);
    else courses.completed.delete(lesson.id);
    const { completedLessons, totalLessons, percent, completedAt, certificateUrl, resumeLessonId } =
      progressOf(courses);
    return sendJson(res, 200, { completedLessons, totalLessons, percent, completedAt, certificateUrl, resumeLessonId });
  });

// The learner's routes of one course (SLUG), with the real routes, answers and messages.
const ROUTES = routeTable<Courses>({
  'GET /api/courses/{slug}': ({ res, params }, courses) =>
    params.slug === SLUG ? sendJson(res, 200, courseAnswer(courses)) : error(res, 404, COURSE_GONE),
  'GET /api/courses/{slug}/lessons/{lessonId}': readable(({ res }, courses, lesson) => {
    if (isStudent(courses)) courses.lastLessonId = lesson.id;
    return sendJson(res, 200, lessonAnswer(courses, lesson));
  }),
  'POST /api/courses/{slug}/lessons/{lessonId}/complete': completing(true),
  'DELETE /api/courses/{slug}/lessons/{lessonId}/complete': completing(false),
  'PUT /api/courses/{slug}/drip-mails': ({ res, body }, courses) => {
    if (!isStudent(courses)) return error(res, 403, NOT_A_STUDENT);
    courses.dripMails = body.enabled === true;
    res.writeHead(204).end();
  },
  'GET /api/account/courses': ({ res }, courses) =>
    courses.auth.signedIn ? sendJson(res, 200, courses.myCourses) : error(res, 401, 'Please sign in to continue.'),
});

export function makeMyCourse(overrides: Partial<MyCourseDto> = {}): MyCourseDto {
  return {
    productId: 5,
    slug: SLUG,
    title: 'Calm Leadership in 30 Days',
    imageUrl: '/images/product-placeholder.svg',
    enrolledAt: '2030-11-01T10:00:00.000Z',
    completedLessons: 1,
    totalLessons: 3,
    percent: 33,
    lastLessonTitle: 'Welcome',
    resumeLessonId: 12,
    completedAt: null,
    source: 'purchase',
    ...overrides,
  };
}

// The course's routes on the shop's harness (a course is a product; its Enroll Now is the shop's
// checkout). `courses.handler` may answer a request first.
export function setupCoursesApi() {
  const shop = setupShopApi();
  const { auth } = shop;
  const courses = {
    shop,
    auth,
    outline: makeOutline(),
    // whether the signed-in user is a student of the course, and what they have done
    enrolled: false,
    completed: new Set<number>(),
    lastLessonId: null as number | null,
    dripMails: true,
    // the account's My Courses
    myCourses: [] as MyCourseDto[],
    // the course's payment plan (null: sold in full only)
    plan: null as CourseDto['plan'],
    get handler() {
      return auth.handler;
    },
    set handler(handler: Handler | undefined) {
      auth.handler = handler;
    },
    // a signed-in student of the course
    enrol(user: UserDto = makeUser()) {
      auth.signIn(user);
      courses.enrolled = true;
      return user;
    },
    calls: shop.calls,
    json: shop.json,
  };
  auth.use(bindRoutes(ROUTES, courses));

  beforeEach(() => {
    courses.outline = makeOutline();
    courses.enrolled = false;
    courses.plan = null;
    courses.completed = new Set();
    courses.lastLessonId = null;
    courses.dripMails = true;
    courses.myCourses = [];
  });
  return courses;
}
