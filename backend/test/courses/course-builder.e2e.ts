import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { CourseMediaLinks } from '../../src/modules/courses/course-media-links';
import { createProduct } from '../commerce/commerce-helpers';
import { account, newClient, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

interface LessonSummary {
  id: number;
  title: string;
  status: string;
  freePreview: boolean;
  dripDays: number;
  position: number;
  video: { provider: string; url: string; embedUrl?: string; fileName?: string; size?: number } | null;
  attachmentCount: number;
}
interface Outline {
  productId: number;
  title: string;
  slug: string;
  modules: { id: number; title: string; position: number; lessons: LessonSummary[] }[];
}

const MB = 1024 * 1024;
// an MP4's first box ('ftyp', the ISO base media brand), then a little media data: what the
// content check reads
const mp4 = (size = 2048) => {
  const head = Buffer.from('\0\0\0\x20ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1');
  const mdat = Buffer.alloc(Math.max(size - head.length, 8));
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([head, mdat]);
};

describe('the course builder (admin API)', () => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let productId: number;
  const privateDir = () => path.join(t.config.dataDir, 'private');
  const stored = (key: string) => existsSync(path.join(privateDir(), key));
  const privateFiles = () => (existsSync(privateDir()) ? readdirSync(privateDir()).sort() : []);
  // the private key of a lesson's uploaded video, as the row keeps it
  const videoKey = async (lessonId: number): Promise<string> =>
    (await t.dataSource.query('SELECT video_ref FROM course_lessons WHERE id = $1', [lessonId]))[0].video_ref;

  const outline = async () => (await admin.get(`/api/admin/courses/${productId}`).expect(200)).body as Outline;
  const addModule = async (title: string) =>
    (await admin.post(`/api/admin/courses/${productId}/modules`, { title }).expect(201)).body as Outline;
  const addLesson = async (moduleId: number, title: string) =>
    (await admin.post(`/api/admin/courses/modules/${moduleId}/lessons`, { title }).expect(201)).body;
  const save = (lessonId: number, body: object) => admin.send('patch', `/api/admin/courses/lessons/${lessonId}`, body);
  const uploadVideo = (lessonId: number, content: Buffer, name: string) =>
    admin.post(`/api/admin/courses/lessons/${lessonId}/video`).attach('file', content, name);
  const attach = (lessonId: number, content: Buffer, name: string) =>
    admin.post(`/api/admin/courses/lessons/${lessonId}/attachments`).attach('file', content, name);
  const lessonTitles = (o: Outline) => o.modules.map((m) => [m.title, m.lessons.map((l) => l.title)]);

  beforeAll(async () => {
    // a tiny video limit, to cross it with a small upload
    t = await createTestApp({ env: { COURSE_VIDEO_MAX_MB: '1' } });
    const who = account();
    admin = await signedIn(t, 'admin', who);
    [{ id: adminId }] = await t.dataSource.query('SELECT id FROM users WHERE email = $1', [who.email]);
    productId = (await createProduct(admin, { type: 'course', title: 'The Calm Leader Course', price: '199' })).id;
  });
  afterAll(() => t.close());

  it('builds a course: modules and draft lessons in order, renamed, reordered across modules, deleted', async () => {
    const empty = await outline();
    expect(empty).toMatchObject({ productId, title: 'The Calm Leader Course', modules: [] });
    expect(empty.slug).toMatch(/^the-calm-leader-course/);

    await addModule('Getting started');
    const two = await addModule('  Going deeper  ');
    const [first, second] = two.modules;
    expect(two.modules.map((m) => [m.title, m.position])).toEqual([
      ['Getting started', 0],
      ['Going deeper', 1],
    ]);
    const welcome = await addLesson(first.id, 'Welcome');
    expect(welcome).toMatchObject({
      moduleId: first.id,
      productId,
      title: 'Welcome',
      bodyHtml: '',
      status: 'draft',
      freePreview: false,
      dripDays: 0,
      position: 0,
      video: null,
      attachments: [],
    });
    const why = await addLesson(first.id, 'Why calm');
    const habits = await addLesson(second.id, 'Habits');
    expect(why.position).toBe(1);
    expect(lessonTitles(await outline())).toEqual([
      ['Getting started', ['Welcome', 'Why calm']],
      ['Going deeper', ['Habits']],
    ]);

    const renamed = await admin
      .send('patch', `/api/admin/courses/modules/${second.id}`, { title: 'Practice' })
      .expect(200);
    expect((renamed.body as Outline).modules[1].title).toBe('Practice');

    // the modules swapped, "Why calm" moved into the other module before "Habits"
    const reordered = await admin
      .send('put', `/api/admin/courses/${productId}/order`, {
        modules: [
          { id: second.id, lessonIds: [why.id, habits.id] },
          { id: first.id, lessonIds: [welcome.id] },
        ],
      })
      .expect(200);
    expect(lessonTitles(reordered.body as Outline)).toEqual([
      ['Practice', ['Why calm', 'Habits']],
      ['Getting started', ['Welcome']],
    ]);
    expect((reordered.body as Outline).modules.map((m) => m.lessons.map((l) => l.position))).toEqual([[0, 1], [0]]);
    expect((await admin.get(`/api/admin/courses/lessons/${why.id}`).expect(200)).body.moduleId).toBe(second.id);

    // a lesson left out, one listed twice, a module missing, an id of no module of this course
    for (const modules of [
      [
        { id: second.id, lessonIds: [why.id] },
        { id: first.id, lessonIds: [welcome.id] },
      ],
      [
        { id: second.id, lessonIds: [why.id, habits.id, why.id] },
        { id: first.id, lessonIds: [welcome.id] },
      ],
      [{ id: second.id, lessonIds: [why.id, habits.id, welcome.id] }],
      [
        { id: second.id, lessonIds: [why.id, habits.id] },
        { id: first.id + 1000, lessonIds: [welcome.id] },
      ],
    ]) {
      const bad = await admin.send('put', `/api/admin/courses/${productId}/order`, { modules }).expect(400);
      expect(bad.body.message).toBe('The order must list every module and lesson of this course once.');
    }
    // not an order at all
    for (const body of [{}, { modules: 'all' }, { modules: [5] }, { modules: [{ id: 'first', lessonIds: [] }] }]) {
      const bad = await admin.send('put', `/api/admin/courses/${productId}/order`, body).expect(400);
      expect(bad.body.message).toBe('The order must list every module and lesson of this course once.');
    }
    expect(lessonTitles(await outline())).toEqual([
      ['Practice', ['Why calm', 'Habits']],
      ['Getting started', ['Welcome']],
    ]);

    const withoutLesson = await admin.send('delete', `/api/admin/courses/lessons/${habits.id}`).expect(200);
    expect(lessonTitles(withoutLesson.body as Outline)).toEqual([
      ['Practice', ['Why calm']],
      ['Getting started', ['Welcome']],
    ]);
    const withoutModule = await admin.send('delete', `/api/admin/courses/modules/${second.id}`).expect(200);
    expect(lessonTitles(withoutModule.body as Outline)).toEqual([['Getting started', ['Welcome']]]);
    await admin.get(`/api/admin/courses/lessons/${why.id}`).expect(404);
    const gone = await admin.send('patch', `/api/admin/courses/modules/${second.id}`, { title: 'Again' }).expect(404);
    expect(gone.body.message).toBe('This module no longer exists.');
  });

  it('refuses blank and long titles with a sentence', async () => {
    const blank = await admin.post(`/api/admin/courses/${productId}/modules`, { title: '   ' }).expect(400);
    expect(blank.body.message).toBe('Please enter a title.');
    const long = await admin.post(`/api/admin/courses/${productId}/modules`, { title: 'x'.repeat(201) }).expect(400);
    expect(long.body.message).toBe('The title can be at most 200 characters.');
  });

  it('saves a lesson: the text sanitised, YouTube and Vimeo links read, drip, status and free preview', async () => {
    const { modules } = await addModule('Lessons');
    const lesson = await addLesson(modules.at(-1)!.id, 'First steps');

    const saved = await save(lesson.id, {
      title: 'First steps, revised',
      bodyHtml: '<p>Breathe <strong>slowly</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      freePreview: true,
      dripDays: 7,
      status: 'published',
    }).expect(200);
    expect(saved.body).toMatchObject({
      title: 'First steps, revised',
      freePreview: true,
      dripDays: 7,
      status: 'published',
      video: {
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      },
    });
    expect(saved.body.bodyHtml).toContain('<p>Breathe <strong>slowly</strong>.</p>');
    expect(saved.body.bodyHtml).not.toMatch(/script|onerror|alert/);

    const vimeo = await save(lesson.id, { videoUrl: 'https://vimeo.com/76979871' }).expect(200);
    expect(vimeo.body).toMatchObject({
      title: 'First steps, revised',
      dripDays: 7,
      video: {
        provider: 'vimeo',
        url: 'https://vimeo.com/76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      },
    });
    const summary = (await outline()).modules.at(-1)!.lessons[0];
    expect(summary).toMatchObject({ id: lesson.id, status: 'published', freePreview: true, dripDays: 7 });
    expect(summary.video).toMatchObject({ provider: 'vimeo' });

    const badLink = await save(lesson.id, { videoUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' }).expect(400);
    expect(badLink.body.message).toBe('Please paste a YouTube or Vimeo link.');
    for (const [body, message] of [
      [{ dripDays: -1 }, 'Drip days must be a whole number from 0 to 3650.'],
      [{ dripDays: 3651 }, 'Drip days must be a whole number from 0 to 3650.'],
      [{ dripDays: 1.5 }, 'Drip days must be a whole number from 0 to 3650.'],
      [{ status: 'live' }, 'Status must be draft or published.'],
      [{ freePreview: 'yes' }, 'Free preview must be true or false.'],
      [{ title: '' }, 'Please enter a title.'],
      [{ title: null }, 'Please enter a title.'],
      [{ bodyHtml: 'x'.repeat(200_001) }, 'The lesson text can be at most 200,000 characters.'],
    ] as const) {
      const res = await save(lesson.id, body).expect(400);
      expect(res.body.message).toBe(message);
    }
    // nothing of a refused save was kept
    expect((await admin.get(`/api/admin/courses/lessons/${lesson.id}`).expect(200)).body).toMatchObject({
      title: 'First steps, revised',
      dripDays: 7,
      status: 'published',
      video: { provider: 'vimeo' },
    });

    const cleared = await save(lesson.id, { videoUrl: '', freePreview: false, status: 'draft' }).expect(200);
    expect(cleared.body).toMatchObject({ video: null, freePreview: false, status: 'draft' });
    await save(999_999, { title: 'Nobody' }).expect(404);
  });

  it('uploads a lesson video into the private store, replaces and removes it', async () => {
    const { modules } = await addModule('Videos');
    const lesson = await addLesson(modules.at(-1)!.id, 'Watch this');

    const up = await uploadVideo(lesson.id, mp4(4096), 'welcome.mp4').expect(201);
    expect(up.body.video).toMatchObject({ provider: 'file', fileName: 'welcome.mp4', size: 4096 });
    const first = await videoKey(lesson.id);
    expect(stored(first)).toBe(true);
    // a link for the owner, which the media route checks (valid 4 hours)
    const url = new URL(up.body.video.url as string, 'http://site.test');
    expect(url.pathname).toBe(`/api/courses/media/video/${lesson.id}`);
    const check = t.app
      .get(CourseMediaLinks)
      .verify('video', lesson.id, adminId, Number(url.searchParams.get('expires')), url.searchParams.get('signature')!);
    expect(check).toBe('ok');
    expect((await outline()).modules.at(-1)!.lessons[0].video).toMatchObject({ provider: 'file', size: 4096 });

    // a new upload replaces the file, and the old one leaves the store
    const again = await uploadVideo(lesson.id, mp4(3000), 'take-two.mp4').expect(201);
    expect(again.body.video).toMatchObject({ provider: 'file', fileName: 'take-two.mp4', size: 3000 });
    const second = await videoKey(lesson.id);
    expect(second).not.toBe(first);
    expect(stored(second)).toBe(true);
    expect(stored(first)).toBe(false);

    // a blank link does not clear an uploaded file; a link replaces it
    expect((await save(lesson.id, { videoUrl: null }).expect(200)).body.video).toMatchObject({ provider: 'file' });
    const linked = await save(lesson.id, { videoUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' }).expect(200);
    expect(linked.body.video).toMatchObject({ provider: 'youtube' });
    expect(stored(second)).toBe(false);

    await uploadVideo(lesson.id, mp4(), 'clip.mp4').expect(201);
    const third = await videoKey(lesson.id);
    const removed = await admin.send('delete', `/api/admin/courses/lessons/${lesson.id}/video`).expect(200);
    expect(removed.body.video).toBeNull();
    expect(stored(third)).toBe(false);
  });

  it('refuses what is not a video, a missing file and one over COURSE_VIDEO_MAX_MB, storing nothing', async () => {
    const { modules } = await addModule('Refusals');
    const lesson = await addLesson(modules.at(-1)!.id, 'Nothing here');
    const before = privateFiles();

    const pdf = await uploadVideo(lesson.id, Buffer.from('%PDF-1.7 guide'), 'guide.pdf').expect(400);
    expect(pdf.body.message).toBe('Only MP4, WebM, MOV or M4V videos can be uploaded.');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
    const disguised = await uploadVideo(lesson.id, exe, 'movie.mp4').expect(400);
    expect(disguised.body.message).toBe(
      '"movie.mp4" is not really a .mp4 file: its content is something else. Please upload a real .mp4 file.',
    );
    const none = await admin.post(`/api/admin/courses/lessons/${lesson.id}/video`).field('x', 'y').expect(400);
    expect(none.body.message).toBe('Please choose a file to upload.');
    const big = await uploadVideo(lesson.id, mp4(MB + 64 * 1024), 'long.mp4').expect(413);
    expect(big.body.message).toBe('Videos can be up to 1 MB.');
    const noLesson = await uploadVideo(999_999, mp4(), 'clip.mp4').expect(404);
    expect(noLesson.body.message).toBe('This lesson no longer exists.');

    expect(privateFiles()).toEqual(before);
    expect((await admin.get(`/api/admin/courses/lessons/${lesson.id}`).expect(200)).body.video).toBeNull();
  });

  it('attaches files to a lesson and removes them; deleting the lesson deletes its files', async () => {
    const { modules } = await addModule('Worksheets');
    const lesson = await addLesson(modules.at(-1)!.id, 'Reflect');

    const one = await attach(lesson.id, Buffer.from('%PDF-1.7 worksheet'), 'worksheet.pdf').expect(201);
    const two = await attach(lesson.id, Buffer.from('Ten prompts for a calm week\n'), 'prompts.txt').expect(201);
    expect(one.body.attachments).toHaveLength(1);
    expect(two.body.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['worksheet.pdf', 'prompts.txt']);
    const [sheet, prompts] = two.body.attachments as { id: number; fileName: string; size: number; url: string }[];
    expect(sheet.size).toBe(18);
    expect(new URL(sheet.url, 'http://site.test').pathname).toBe(`/api/courses/media/attachment/${sheet.id}`);
    expect((await outline()).modules.at(-1)!.lessons[0].attachmentCount).toBe(2);
    const keys = async (): Promise<string[]> =>
      (
        await t.dataSource.query('SELECT file_key FROM course_lesson_attachments WHERE lesson_id = $1 ORDER BY id', [
          lesson.id,
        ])
      ).map((r: { file_key: string }) => r.file_key);
    const [sheetKey, promptsKey] = await keys();
    expect(stored(sheetKey) && stored(promptsKey)).toBe(true);

    const bad = await attach(lesson.id, Buffer.from('MZ...'), 'setup.exe').expect(400);
    expect(bad.body.message).toBe(
      'Only PDF, ZIP, MP4, MOV, AVI, DOC, DOCX, PPT, PPTX, TXT or EPUB files can be attached.',
    );

    const removed = await admin
      .send('delete', `/api/admin/courses/lessons/${lesson.id}/attachments/${sheet.id}`)
      .expect(200);
    expect(removed.body.attachments.map((a: { id: number }) => a.id)).toEqual([prompts.id]);
    expect(stored(sheetKey)).toBe(false);
    const again = await admin
      .send('delete', `/api/admin/courses/lessons/${lesson.id}/attachments/${sheet.id}`)
      .expect(404);
    expect(again.body.message).toBe('This attachment no longer exists.');
    // its signed link, still in its hours, finds no file
    const unlinked = await admin.get(sheet.url).expect(404);
    expect(unlinked.body.message).toBe('This file is no longer part of the lesson.');

    await uploadVideo(lesson.id, mp4(), 'clip.mp4').expect(201);
    const video = await videoKey(lesson.id);
    await admin.send('delete', `/api/admin/courses/lessons/${lesson.id}`).expect(200);
    expect(stored(promptsKey)).toBe(false);
    expect(stored(video)).toBe(false);

    // a deleted module takes its lessons' files along
    const other = await addLesson(modules.at(-1)!.id, 'Review');
    await attach(other.id, Buffer.from('%PDF-1.7 review'), 'review.pdf').expect(201);
    await uploadVideo(other.id, mp4(), 'review.mp4').expect(201);
    const [{ file_key: reviewKey }] = await t.dataSource.query(
      'SELECT file_key FROM course_lesson_attachments WHERE lesson_id = $1',
      [other.id],
    );
    const reviewVideo = await videoKey(other.id);
    expect(stored(reviewKey) && stored(reviewVideo)).toBe(true);
    await admin.send('delete', `/api/admin/courses/modules/${modules.at(-1)!.id}`).expect(200);
    expect(stored(reviewKey) || stored(reviewVideo)).toBe(false);
  });

  it('is the owner’s only, and only for course products', async () => {
    const digital = await createProduct(admin, { type: 'digital' });
    const notCourse = await admin.get(`/api/admin/courses/${digital.id}`).expect(404);
    expect(notCourse.body.message).toBe('This course no longer exists.');
    await admin.post(`/api/admin/courses/${digital.id}/modules`, { title: 'No' }).expect(404);
    await admin.get('/api/admin/courses/999999').expect(404);

    const customer = await signedIn(t);
    await customer.get(`/api/admin/courses/${productId}`).expect(403);
    await customer.post(`/api/admin/courses/${productId}/modules`, { title: 'Mine' }).expect(403);
    const visitor = await newClient(t);
    await visitor.get(`/api/admin/courses/${productId}`).expect(401);
    await visitor.post(`/api/admin/courses/${productId}/modules`, { title: 'Mine' }).expect(401);
  });
});
