import { wallTimeIn } from '@coach/shared';
import { CourseMediaLinks } from '../../src/modules/courses/course-media-links';
import { lessonOpensAt } from '../../src/modules/courses/lesson-opening';
import { newClient, signedIn, type TestClient, account } from '../support/client';
import {
  backdateEnrolment,
  makeCourseContent,
  type MadeCourse,
  storePrivateFiles,
  uploadedVideo,
} from '../support/factories';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { createProduct, startStripeShop, type StripeShop } from '../commerce/commerce-helpers';
import { type Course, createCourse, pdfText, userIdOf } from './course-helpers';

// Issue 31: what a student reads and does. The access rule on every lesson, its video and its
// attachments (anonymous 401, not enrolled 403, a dripped lesson 403 with the day it opens, admins
// and free previews open), byte ranges of a video, progress, the completion mail and certificate.
describe('learning a course', () => {
  let shop: StripeShop;
  let t: TestApp;
  let admin: TestClient;
  let course: Course;
  let content: MadeCourse;
  // bytes 0, 1, 2… 255, 0, 1… so a range's bytes are known
  const video = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256));
  const worksheet = Buffer.from('%PDF-1.4 the worksheet');

  beforeAll(async () => {
    shop = await startStripeShop();
    ({ t, admin } = shop);
    const [videoKey, previewKey, laterKey] = await storePrivateFiles(t, [
      { data: video, ext: 'mp4' },
      { data: worksheet, ext: 'pdf' },
      { data: Buffer.from('week two notes'), ext: 'txt' },
    ]);
    course = await createCourse(admin, 'Calm Leadership Course');
    content = await makeCourseContent(t, course.id, [
      {
        title: 'Foundations',
        lessons: [
          {
            title: 'Welcome',
            freePreview: true,
            attachments: [{ fileKey: previewKey, fileName: 'Worksheet 1.pdf', size: worksheet.length }],
          },
          {
            title: 'First steps',
            video: uploadedVideo(videoKey, 'first-steps.mp4', video),
          },
        ],
      },
      {
        title: 'Going deeper',
        lessons: [
          {
            title: 'Week two',
            dripDays: 7,
            video: { provider: 'youtube', ref: 'dQw4w9WgXcQ' },
            attachments: [{ fileKey: laterKey, fileName: 'notes.txt', size: 14 }],
          },
          { title: 'Unfinished', status: 'draft' },
        ],
      },
      { title: 'Not ready', lessons: [{ title: 'Draft only', status: 'draft' }] },
    ]);
  });
  afterAll(() => shop.close());

  const [WELCOME, FIRST_STEPS, WEEK_TWO, UNFINISHED] = [0, 1, 2, 3];
  const lessonId = (n: number) => content.lessons[n].id;
  const lessonUrl = (n: number) => `/api/courses/${course.slug}/lessons/${lessonId(n)}`;
  const readLesson = (client: TestClient, n: number) => client.get(lessonUrl(n));
  const anonymous = () => newClient(t);
  const enrol = async (who = account()) => {
    const client = await signedIn(t, 'customer', who);
    await admin.post(`/api/admin/courses/${course.id}/students`, { email: who.email }).expect(201);
    return client;
  };
  const links = () => t.app.get(CourseMediaLinks);
  const get = (client: TestClient, url: string) => client.get(url).buffer(true);

  it('shows the outline to everybody: published lessons only, and which of them the reader may open', async () => {
    const res = await (await anonymous()).get(`/api/courses/${course.slug}`).expect(200);
    // made for its reader: never from a shared cache
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({
      productId: course.id,
      slug: course.slug,
      title: 'Calm Leadership Course',
      description: 'A workbook for calm leaders.',
      imageUrl: expect.any(String),
      price: '$199',
      priceCents: 19900,
      lessonCount: 3,
      enrolment: null,
    });
    expect(res.body.modules).toEqual([
      {
        id: content.modules[0].id,
        title: 'Foundations',
        lessons: [
          {
            id: lessonId(WELCOME),
            title: 'Welcome',
            freePreview: true,
            hasVideo: false,
            attachmentCount: 1,
            completed: false,
            open: true,
            opensAt: null,
          },
          expect.objectContaining({ id: lessonId(FIRST_STEPS), hasVideo: true, open: false, opensAt: null }),
        ],
      },
      {
        id: content.modules[1].id,
        title: 'Going deeper',
        lessons: [expect.objectContaining({ id: lessonId(WEEK_TWO), open: false, opensAt: null })],
      },
    ]);
    const admins = (await admin.get(`/api/courses/${course.slug}`).expect(200)).body;
    expect(admins.modules.flatMap((m: { lessons: { open: boolean }[] }) => m.lessons.map((l) => l.open))).toEqual([
      true,
      true,
      true,
    ]);

    const missing = await (await anonymous()).get('/api/courses/no-such-course').expect(404);
    expect(missing.body.message).toBe('This course no longer exists.');
    const guide = (await createProduct(admin, { title: 'Just A Guide', price: '5' })) as unknown as { slug: string };
    await (await anonymous()).get(`/api/courses/${guide.slug}`).expect(404);
  });

  it('opens a lesson to its readers only: 401 anonymous, 403 not enrolled, 403 with the date before its drip', async () => {
    const anon = await anonymous();
    const preview = await readLesson(anon, WELCOME).expect(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toMatchObject({
      id: lessonId(WELCOME),
      title: 'Welcome',
      moduleTitle: 'Foundations',
      bodyHtml: "<p>Welcome: the lesson's text.</p>",
      freePreview: true,
      completed: false,
      video: null,
      previous: null,
      next: { id: lessonId(FIRST_STEPS), title: 'First steps' },
    });
    expect(preview.body.attachments).toEqual([
      { id: content.attachments[0].id, fileName: 'Worksheet 1.pdf', size: worksheet.length, url: expect.any(String) },
    ]);
    const signIn = await readLesson(anon, FIRST_STEPS).expect(401);
    expect(signIn.body).toEqual({
      statusCode: 401,
      message: 'Please sign in to open this lesson.',
      error: 'Unauthorized',
    });

    const visitor = await signedIn(t);
    const notEnrolled = await readLesson(visitor, FIRST_STEPS).expect(403);
    expect(notEnrolled.body.message).toBe("This lesson is for the course's students. Enrol to open it.");
    expect(notEnrolled.body.opensAt).toBeUndefined();
    await readLesson(visitor, WELCOME).expect(200);

    // admins preview every published lesson, drip or not
    await readLesson(admin, FIRST_STEPS).expect(200);
    expect((await readLesson(admin, WEEK_TWO).expect(200)).body.video).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });

    const student = await enrol();
    const steps = await readLesson(student, FIRST_STEPS).expect(200);
    expect(steps.body).toMatchObject({
      video: {
        provider: 'file',
        fileName: 'first-steps.mp4',
        url: expect.stringMatching(/^\/api\/courses\/media\/video\//),
      },
      previous: { id: lessonId(WELCOME), title: 'Welcome' },
      next: { id: lessonId(WEEK_TWO), title: 'Week two' },
    });
    const enrolledAt = new Date(
      (await student.get(`/api/courses/${course.slug}`).expect(200)).body.enrolment.enrolledAt,
    );
    const opensAt = lessonOpensAt(enrolledAt, 7, t.config.publishTz)!;
    const dripped = await readLesson(student, WEEK_TWO).expect(403);
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: t.config.publishTz,
      dateStyle: 'full',
    }).format(opensAt);
    expect(dripped.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: `This lesson opens on ${day} at ${wallTimeIn(6, 0, t.config.publishTz)}.`,
      opensAt: opensAt.toISOString(),
    });
    const outline = (await student.get(`/api/courses/${course.slug}`).expect(200)).body;
    expect(outline.modules[1].lessons[0]).toMatchObject({ open: false, opensAt: opensAt.toISOString() });
    expect(outline.enrolment).toMatchObject({ lastLessonId: lessonId(FIRST_STEPS), totalLessons: 3 });

    // a draft is the owner's only
    for (const reader of [anon, student]) await readLesson(reader, UNFINISHED).expect(404);
    await backdateEnrolment(t, course.id, await userIdOf(student), new Date(Date.now() - 8 * 86_400_000));
    await readLesson(student, WEEK_TWO).expect(200);
  });

  it('checks the link and the lesson again on every video and attachment request', async () => {
    const student = await enrol();
    const studentId = await userIdOf(student);
    const videoUrl = (await readLesson(student, FIRST_STEPS).expect(200)).body.video.url as string;

    const whole = await get(student, videoUrl).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-disposition']).toBe("inline; filename*=UTF-8''first-steps.mp4");
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(video.length));
    expect(Buffer.compare(whole.body as Buffer, video)).toBe(0);

    // the link is the student's: nobody else's session opens it
    const invalid = 'This link is not valid. Open the lesson again to get a new one.';
    expect((await get(await anonymous(), videoUrl).expect(403)).body.message).toBe(invalid);
    expect((await get(await signedIn(t), videoUrl).expect(403)).body.message).toBe(invalid);
    expect((await get(student, videoUrl.replace(/expires=\d+/, 'expires=9999999999')).expect(403)).body.message).toBe(
      invalid,
    );
    const old = links().sign('video', lessonId(FIRST_STEPS), studentId, Date.now() - 5 * 3600_000).url;
    expect((await get(student, old).expect(403)).body.message).toBe(
      'This link has expired. Open the lesson again to get a new one.',
    );
    expect((await get(student, videoUrl.replace('/video/', '/poster/')).expect(400)).body.message).toBe(
      'kind must be video or attachment',
    );

    // a link properly signed still needs the right to the lesson
    const visitor = await signedIn(t);
    const visitorsLink = links().sign('video', lessonId(FIRST_STEPS), await userIdOf(visitor)).url;
    expect((await get(visitor, visitorsLink).expect(403)).body.message).toBe(
      "This lesson is for the course's students. Enrol to open it.",
    );
    const anonymousLink = links().sign('video', lessonId(FIRST_STEPS), 0).url;
    expect((await get(await anonymous(), anonymousLink).expect(401)).body.message).toBe(
      'Please sign in to open this lesson.',
    );
    const laterNotes = content.attachments[1];
    const dripped = await get(student, links().sign('attachment', laterNotes.id, studentId).url).expect(403);
    expect(dripped.body).toMatchObject({
      message: expect.stringMatching(/^This lesson opens on /),
      opensAt: expect.any(String),
    });
    const adminId = await userIdOf(admin);
    const notes = await get(admin, links().sign('attachment', laterNotes.id, adminId).url).expect(200);
    expect(notes.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes.txt");

    // a free preview's attachment opens to anyone, through the link of their own answer
    const anon = await anonymous();
    const previewFile = (await readLesson(anon, WELCOME).expect(200)).body.attachments[0].url as string;
    const file = await get(anon, previewFile).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Worksheet%201.pdf");
    expect(Buffer.compare(file.body as Buffer, worksheet)).toBe(0);

    // once taken out of the course, the student's links stop
    await admin.send('delete', `/api/admin/courses/${course.id}/students/${studentId}`).expect(204);
    await get(student, videoUrl).expect(403);
  });

  it('serves a video a range at a time: 206 with those bytes, 416 past the end', async () => {
    const student = await enrol();
    const videoUrl = (await readLesson(student, FIRST_STEPS).expect(200)).body.video.url as string;
    const ranged = (range: string) => student.get(videoUrl).set('Range', range);

    const first = await ranged('bytes=0-9').expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${video.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(first.body as Buffer, video.subarray(0, 10))).toBe(0);

    const middle = await ranged('bytes=1000-1499').expect(206);
    expect(Buffer.compare(middle.body as Buffer, video.subarray(1000, 1500))).toBe(0);
    const tail = await ranged('bytes=-100').expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${video.length - 100}-${video.length - 1}/${video.length}`);
    expect(Buffer.compare(tail.body as Buffer, video.subarray(video.length - 100))).toBe(0);
    const open = await ranged('bytes=2990-').expect(206);
    expect(Buffer.compare(open.body as Buffer, video.subarray(2990))).toBe(0);

    const past = await ranged(`bytes=${video.length}-`).expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(past.body).toEqual({
      statusCode: 416,
      error: 'Range Not Satisfiable',
      message: 'The range asked for is past the end of the file.',
    });
    // the rule comes before the bytes: a stranger's range gets nothing
    await (await signedIn(t)).get(videoUrl).set('Range', 'bytes=0-9').expect(403);
  });

  it('tracks progress, completes the course once with a mail, and gives its certificate', async () => {
    const who = account({ firstName: 'Grace', lastName: 'Hopper' });
    const student = await enrol(who);
    const courseUrl = `/api/courses/${course.slug}`;
    await backdateEnrolment(t, course.id, await userIdOf(student), new Date(Date.now() - 10 * 86_400_000));
    const complete = (n: number) => student.post(`${lessonUrl(n)}/complete`).expect(200);
    const uncomplete = (n: number) => student.send('delete', `${lessonUrl(n)}/complete`).expect(200);
    const finished = () =>
      shop.smtp.mails.filter((m) => m.to.includes(who.email) && m.subject === 'You finished Calm Leadership Course');

    expect((await student.get(`${courseUrl}/certificate`).expect(403)).body.message).toBe(
      'Finish every lesson to get your certificate.',
    );
    expect((await complete(WELCOME)).body).toEqual({
      completedLessons: 1,
      totalLessons: 3,
      percent: 33,
      completedAt: null,
      certificateUrl: null,
      resumeLessonId: lessonId(WELCOME),
    });
    await readLesson(student, WELCOME).expect(200);
    // twice is once
    expect((await complete(WELCOME)).body).toMatchObject({
      completedLessons: 1,
      resumeLessonId: lessonId(FIRST_STEPS),
    });
    await readLesson(student, FIRST_STEPS).expect(200);
    expect((await complete(FIRST_STEPS)).body).toMatchObject({ completedLessons: 2, percent: 66 });
    expect((await uncomplete(FIRST_STEPS)).body).toMatchObject({ completedLessons: 1, percent: 33 });
    expect((await readLesson(student, FIRST_STEPS).expect(200)).body.completed).toBe(false);
    await complete(FIRST_STEPS);
    const done = (await complete(WEEK_TWO)).body;
    expect(done).toMatchObject({
      completedLessons: 3,
      totalLessons: 3,
      percent: 100,
      completedAt: expect.any(String),
      certificateUrl: `${courseUrl}/certificate`,
    });
    const [mail] = await waitFor(() => finished().length > 0 && finished(), 10_000, 'the completion mail');
    expect(mail.text()).toContain(`${t.config.publicUrl}/courses/${course.slug}`);

    // completed once: unmarking and marking again changes neither the date nor the mails
    await uncomplete(WEEK_TWO);
    expect((await complete(WEEK_TWO)).body.completedAt).toBe(done.completedAt);
    const outline = (await student.get(courseUrl).expect(200)).body;
    expect(outline.enrolment).toMatchObject({ completedAt: done.completedAt, percent: 100 });
    expect(outline.modules[0].lessons.map((l: { completed: boolean }) => l.completed)).toEqual([true, true]);
    expect((await student.get('/api/account/courses').expect(200)).body).toEqual([
      {
        productId: course.id,
        slug: course.slug,
        title: 'Calm Leadership Course',
        imageUrl: expect.any(String),
        enrolledAt: expect.any(String),
        completedLessons: 3,
        totalLessons: 3,
        percent: 100,
        lastLessonTitle: 'First steps',
        resumeLessonId: lessonId(FIRST_STEPS),
        completedAt: done.completedAt,
        source: 'owner',
      },
    ]);

    const pdf = await student.get(`${courseUrl}/certificate`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''certificate-${course.slug}.pdf`);
    const text = await pdfText(pdf.body as Buffer);
    const day = new Intl.DateTimeFormat('en-US', { timeZone: t.config.publishTz, dateStyle: 'long' }).format(
      new Date(done.completedAt),
    );
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Calm Leadership Course');
    expect(text).toContain(`Completed on ${day}`);
    expect(text).toContain('Certificate of Completion');
    // every mail queued has gone out, and there was one
    await outboxSettled(t, 'course-completed');
    expect(finished()).toHaveLength(1);
  });

  it('refuses progress to anyone not enrolled, and on a lesson not open or not published', async () => {
    const visitor = await signedIn(t);
    expect((await visitor.post(`${lessonUrl(WELCOME)}/complete`).expect(403)).body.message).toBe(
      "This lesson is for the course's students. Enrol to open it.",
    );
    await (await anonymous()).post(`${lessonUrl(WELCOME)}/complete`).expect(401);
    const student = await enrol();
    expect((await student.post(`${lessonUrl(WEEK_TWO)}/complete`).expect(403)).body.opensAt).toEqual(
      expect.any(String),
    );
    await student.post(`${lessonUrl(UNFINISHED)}/complete`).expect(404);
    await visitor.get(`/api/courses/${course.slug}/certificate`).expect(403);
  });

  it('lets a student turn the e-mail about opened lessons off and on', async () => {
    const student = await enrol();
    const url = `/api/courses/${course.slug}/drip-mails`;
    await student.send('put', url, { enabled: false }).expect(204);
    expect((await student.get(`/api/courses/${course.slug}`).expect(200)).body.enrolment.dripMails).toBe(false);
    await student.send('put', url, { enabled: true }).expect(204);
    expect((await student.get(`/api/courses/${course.slug}`).expect(200)).body.enrolment.dripMails).toBe(true);
    expect((await student.send('put', url, { enabled: 'no' }).expect(400)).body.message).toBe(
      'enabled must be true or false',
    );
    await (await signedIn(t)).send('put', url, { enabled: false }).expect(403);
    await (await anonymous()).send('put', url, { enabled: false }).expect(401);
  });
});
