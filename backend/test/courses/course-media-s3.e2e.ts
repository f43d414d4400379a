import { signedIn, type TestClient } from '../support/client';
import { makeCourseContent, type MadeCourse, resetShop, storePrivateFiles, uploadedVideo } from '../support/factories';
import { type S3Server, startS3Server } from '../support/s3-server';
import { createTestApp, type TestApp } from '../support/test-app';
import { type Course, createCourse } from './course-helpers';

// Issue 31 with files in a bucket (STORAGE=s3, a real S3 protocol server on loopback): a lesson's
// video and attachments leave by short-lived signed links of the bucket, the video inline with its
// type and its ranges answered by the bucket; the bytes never pass through the backend.
describe('lesson files in a bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let admin: TestClient;
  let course: Course;
  let content: MadeCourse;
  const video = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: s3.env });
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    const slides = Buffer.from('slides');
    const [videoKey, fileKey] = await storePrivateFiles(t, [
      { data: video, ext: 'webm' },
      { data: slides, ext: 'pdf' },
    ]);
    course = await createCourse(admin, 'Bucket Course');
    content = await makeCourseContent(t, course.id, [
      {
        title: 'Only module',
        lessons: [
          {
            title: 'On video',
            video: uploadedVideo(videoKey, 'talk.webm', video),
            attachments: [{ fileKey, fileName: 'slides.pdf', size: slides.length }],
          },
        ],
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('sends the student to a signed link of the bucket: the video inline and by ranges, the attachment as a download', async () => {
    const student = await signedIn(t);
    const { email } = (await student.get('/api/auth/user').expect(200)).body as { email: string };
    await admin.post(`/api/admin/courses/${course.id}/students`, { email }).expect(201);
    const lesson = (await student.get(`/api/courses/${course.slug}/lessons/${content.lessons[0].id}`).expect(200)).body;

    const toBucket = await student.get(lesson.video.url).redirects(0).expect(302);
    const bucketUrl = toBucket.headers.location as string;
    expect(bucketUrl.startsWith(s3.env.S3_ENDPOINT)).toBe(true);
    expect(toBucket.headers['cache-control']).toBe('private, no-store');
    const part = await fetch(bucketUrl, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''talk.webm");
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), video.subarray(100, 200))).toBe(0);

    const attachment = await student.get(lesson.attachments[0].url).redirects(0).expect(302);
    const file = await fetch(attachment.headers.location as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''slides.pdf");
    expect(await file.text()).toBe('slides');

    // no redirect for anyone the lesson is closed to
    const stranger = await signedIn(t);
    await stranger.get(lesson.video.url).redirects(0).expect(403);
  });
});
