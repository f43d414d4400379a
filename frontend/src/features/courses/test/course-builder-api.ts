import type { CourseOutlineAdminDto, CourseStudentDto, LessonAdminDto, LessonAdminSummaryDto } from '../admin/api';
import type { RouteCall } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from '../../../test/test-api';
import { sendJson } from '../../../test/test-api';

// A course as the builder's fake API keeps it: its modules (lessons by id, in order), every
// lesson in full, its students and the accounts one may enrol. The answers are built from it as
// the API builds them, with the API's messages.
export interface CourseBuilderState {
  productId: number;
  title: string;
  slug: string;
  modules: { id: number; title: string; lessonIds: number[] }[];
  lessons: Map<number, LessonAdminDto>;
  students: CourseStudentDto[];
  accounts: { userId: number; name: string; email: string }[];
  nextId: number;
}

export function makeLesson(
  overrides: Partial<LessonAdminDto> & Pick<LessonAdminDto, 'id' | 'moduleId'>,
): LessonAdminDto {
  return {
    productId: 9,
    title: `Lesson ${overrides.id}`,
    bodyHtml: '<p>What we learn.</p>',
    status: 'draft',
    freePreview: false,
    dripDays: 0,
    position: 0,
    video: null,
    attachments: [],
    ...overrides,
  };
}

export function makeStudent(overrides: Partial<CourseStudentDto> = {}): CourseStudentDto {
  return {
    userId: 31,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    source: 'purchase',
    enrolledAt: '2026-03-02T10:00:00.000Z',
    completedLessons: 1,
    totalLessons: 4,
    percent: 25,
    lastLessonTitle: 'Why calm matters',
    completedAt: null,
    ...overrides,
  };
}

// "Leading Through Change" (product 9): module 1 "Foundations" with lessons 11 and 12, module 2
// "Practice" with lesson 21.
export function makeCourse(overrides: Partial<CourseBuilderState> = {}): CourseBuilderState {
  const lessons = [
    makeLesson({ id: 11, moduleId: 1, title: 'Why calm matters', status: 'published', freePreview: true }),
    makeLesson({ id: 12, moduleId: 1, title: 'Your first week', dripDays: 7 }),
    makeLesson({ id: 21, moduleId: 2, title: 'Hard conversations', status: 'published' }),
  ];
  return {
    productId: 9,
    title: 'Leading Through Change',
    slug: 'leading-through-change',
    modules: [
      { id: 1, title: 'Foundations', lessonIds: [11, 12] },
      { id: 2, title: 'Practice', lessonIds: [21] },
    ],
    lessons: new Map(lessons.map((lesson) => [lesson.id, lesson])),
    students: [],
    accounts: [{ userId: 40, name: 'Ada Lovelace', email: 'ada@example.com' }],
    nextId: 100,
    ...overrides,
  };
}

const summaryOf = (lesson: LessonAdminDto): LessonAdminSummaryDto => ({
  id: lesson.id,
  title: lesson.title,
  status: lesson.status,
  freePreview: lesson.freePreview,
  dripDays: lesson.dripDays,
  position: lesson.position,
  video: lesson.video,
  attachmentCount: lesson.attachments.length,
});

export const outlineOf = (course: CourseBuilderState): CourseOutlineAdminDto => ({
  productId: course.productId,
  title: course.title,
  slug: course.slug,
  modules: course.modules.map((module, position) => ({
    id: module.id,
    title: module.title,
    position,
    lessons: module.lessonIds.map((id, index) => ({ ...summaryOf(course.lessons.get(id)!), position: index })),
  })),
});

const fail = (res: RouteCall['res'], statusCode: number, message: string) =>
  sendJson(res, statusCode, { statusCode, message });

const NO_COURSE = 'This course no longer exists.';
const NO_MODULE = 'This module no longer exists.';
const NO_LESSON = 'This lesson no longer exists.';

// the file name of a multipart body's part `file`
const fileNameOf = (body: string) => /filename="([^"]*)"/.exec(body)?.[1] ?? 'file';

// what the API makes of a pasted video link (a few of the forms it takes)
function videoOf(url: string): LessonAdminDto['video'] | 'invalid' {
  const youtube = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})$/.exec(url);
  if (youtube) {
    return {
      provider: 'youtube',
      url: `https://www.youtube.com/watch?v=${youtube[1]}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1`,
    };
  }
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d+)$/.exec(url);
  if (vimeo) {
    return {
      provider: 'vimeo',
      url: `https://vimeo.com/${vimeo[1]}`,
      embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&dnt=1`,
    };
  }
  return 'invalid';
}

type Call = RouteCall;
type Course = CourseBuilderState;

// the lesson of the call's {lessonId}, or a 404 answered
function lessonOf({ res, params }: Call, course: Course) {
  const lesson = course.lessons.get(Number(params.lessonId));
  if (!lesson) fail(res, 404, NO_LESSON);
  return lesson;
}

function updateLesson(course: Course, lesson: LessonAdminDto, change: Partial<LessonAdminDto>) {
  const next = { ...lesson, ...change };
  course.lessons.set(lesson.id, next);
  return next;
}

const ROUTES = routeTable<Course>({
  'GET /api/admin/courses/{productId}': ({ res, params }, course) =>
    Number(params.productId) === course.productId ? sendJson(res, 200, outlineOf(course)) : fail(res, 404, NO_COURSE),
  'POST /api/admin/courses/{productId}/modules': ({ res, body }, course) => {
    course.modules.push({ id: course.nextId++, title: body.title, lessonIds: [] });
    sendJson(res, 201, outlineOf(course));
  },
  'PATCH /api/admin/courses/modules/{moduleId}': ({ res, params, body }, course) => {
    const module = course.modules.find((m) => m.id === Number(params.moduleId));
    if (!module) return fail(res, 404, NO_MODULE);
    module.title = body.title;
    sendJson(res, 200, outlineOf(course));
  },
  'DELETE /api/admin/courses/modules/{moduleId}': ({ res, params }, course) => {
    const module = course.modules.find((m) => m.id === Number(params.moduleId));
    if (!module) return fail(res, 404, NO_MODULE);
    for (const id of module.lessonIds) course.lessons.delete(id);
    course.modules = course.modules.filter((m) => m !== module);
    sendJson(res, 200, outlineOf(course));
  },
  'PUT /api/admin/courses/{productId}/order': ({ res, body }, course) => {
    const sent = body.modules as { id: number; lessonIds: number[] }[];
    const ids = (list: number[]) => [...list].sort((a, b) => a - b).join();
    const complete =
      ids(sent.map((m) => m.id)) === ids(course.modules.map((m) => m.id)) &&
      ids(sent.flatMap((m) => m.lessonIds)) === ids([...course.lessons.keys()]);
    if (!complete) return fail(res, 400, 'The order must list every module and lesson of this course once.');
    course.modules = sent.map(({ id, lessonIds }) => ({ ...course.modules.find((m) => m.id === id)!, lessonIds }));
    for (const module of course.modules) {
      for (const id of module.lessonIds) updateLesson(course, course.lessons.get(id)!, { moduleId: module.id });
    }
    sendJson(res, 200, outlineOf(course));
  },
  'POST /api/admin/courses/modules/{moduleId}/lessons': ({ res, params, body }, course) => {
    const module = course.modules.find((m) => m.id === Number(params.moduleId));
    if (!module) return fail(res, 404, NO_MODULE);
    const lesson = makeLesson({ id: course.nextId++, moduleId: module.id, title: body.title, bodyHtml: '' });
    course.lessons.set(lesson.id, lesson);
    module.lessonIds.push(lesson.id);
    sendJson(res, 201, lesson);
  },
  'GET /api/admin/courses/lessons/{lessonId}': (call, course) => {
    const lesson = lessonOf(call, course);
    if (lesson) sendJson(call.res, 200, lesson);
  },
  'PATCH /api/admin/courses/lessons/{lessonId}': (call, course) => {
    const lesson = lessonOf(call, course);
    if (!lesson) return;
    const { videoUrl, ...fields } = call.body as Record<string, unknown>;
    let video = lesson.video;
    if (videoUrl === null || videoUrl === '') video = null;
    else if (typeof videoUrl === 'string') {
      const pasted = videoOf(videoUrl);
      if (pasted === 'invalid') return fail(call.res, 400, 'Please paste a YouTube or Vimeo link.');
      video = pasted;
    }
    sendJson(call.res, 200, updateLesson(course, lesson, { ...(fields as Partial<LessonAdminDto>), video }));
  },
  'DELETE /api/admin/courses/lessons/{lessonId}': (call, course) => {
    const lesson = lessonOf(call, course);
    if (!lesson) return;
    course.lessons.delete(lesson.id);
    for (const module of course.modules) module.lessonIds = module.lessonIds.filter((id) => id !== lesson.id);
    sendJson(call.res, 200, outlineOf(course));
  },
  'POST /api/admin/courses/lessons/{lessonId}/video': (call, course) => {
    const lesson = lessonOf(call, course);
    if (!lesson) return;
    const fileName = fileNameOf(call.req.body);
    const video = {
      provider: 'file' as const,
      fileName,
      size: call.req.body.length,
      url: `/api/courses/media/video/${lesson.id}`,
    };
    sendJson(call.res, 201, updateLesson(course, lesson, { video }));
  },
  'DELETE /api/admin/courses/lessons/{lessonId}/video': (call, course) => {
    const lesson = lessonOf(call, course);
    if (lesson) sendJson(call.res, 200, updateLesson(course, lesson, { video: null }));
  },
  'POST /api/admin/courses/lessons/{lessonId}/attachments': (call, course) => {
    const lesson = lessonOf(call, course);
    if (!lesson) return;
    const id = course.nextId++;
    const attachment = {
      id,
      fileName: fileNameOf(call.req.body),
      size: 2048,
      url: `/api/courses/media/attachment/${id}`,
    };
    sendJson(call.res, 201, updateLesson(course, lesson, { attachments: [...lesson.attachments, attachment] }));
  },
  'DELETE /api/admin/courses/lessons/{lessonId}/attachments/{attachmentId}': (call, course) => {
    const lesson = lessonOf(call, course);
    if (!lesson) return;
    const attachments = lesson.attachments.filter((a) => a.id !== Number(call.params.attachmentId));
    sendJson(call.res, 200, updateLesson(course, lesson, { attachments }));
  },
  'GET /api/admin/courses/{productId}/students': ({ res }, course) => sendJson(res, 200, course.students),
  'POST /api/admin/courses/{productId}/students': ({ res, body }, course) => {
    const account = course.accounts.find((a) => a.email === body.email);
    if (!account) return fail(res, 404, 'No account uses this e-mail address.');
    if (course.students.some((s) => s.userId === account.userId))
      return fail(res, 409, 'This person is already enrolled.');
    const student = makeStudent({
      ...account,
      source: 'owner',
      enrolledAt: '2026-04-01T09:00:00.000Z',
      completedLessons: 0,
      percent: 0,
      lastLessonTitle: null,
    });
    course.students.push(student);
    sendJson(res, 201, student);
  },
  'DELETE /api/admin/courses/{productId}/students/{userId}': ({ res, params }, course) => {
    course.students = course.students.filter((s) => s.userId !== Number(params.userId));
    res.writeHead(204).end();
  },
});

// The course builder's routes (the admin's course, its lessons and students) over `course`.
export const courseBuilderApi = (course: Course): Handler => bindRoutes(ROUTES, course);
