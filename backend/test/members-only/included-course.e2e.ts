import { createCourse, type Course } from '../courses/course-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import {
  emptyCourses,
  endMembership,
  makeCourseContent,
  type MadeCourse,
  storePrivateFiles,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { makeTier, reader, type Reader } from './members-helpers';

// A course a tier includes opens to its members while the membership lasts, as if they were
// enrolled (every published lesson, its files too), and closes when it ends; the other rules stay.
describe('a course included in a membership tier', () => {
  let t: TestApp;
  let admin: TestClient;
  let course: Course;
  let content: MadeCourse;
  let member: Reader;
  let lowerMember: Reader;
  const lesson = (client: TestClient, index: number) =>
    client.get(`/api/courses/${course.slug}/lessons/${content.lessons[index].id}`);

  beforeAll(async () => {
    t = await createTestApp();
    await emptyCourses(t);
    admin = await signedIn(t, 'admin');
    course = await createCourse(admin, 'Members Course');
    const [notes] = await storePrivateFiles(t, [{ data: Buffer.from('the members notes'), ext: 'txt' }]);
    content = await makeCourseContent(t, course.id, [
      {
        title: 'Inside',
        lessons: [
          { title: 'Day one', bodyHtml: '<p>Day one for members</p>' },
          {
            title: 'A week in',
            dripDays: 7,
            attachments: [{ fileKey: notes, fileName: 'Notes.txt', size: 17 }],
          },
        ],
      },
    ]);
    const inner = await makeTier(t, admin, 'Inner Circle', { rank: 2, includedProductIds: [course.id] });
    const basic = await makeTier(t, admin, 'Basic Membership', { rank: 1 });
    member = await reader(t, inner.id);
    lowerMember = await reader(t, basic.id);
  });
  afterAll(() => t.close());

  it('opens every published lesson and its files to a member of the tier that includes it, and closes them when the membership ends', async () => {
    const outline = await member.client.get(`/api/courses/${course.slug}`).expect(200);
    expect(outline.body.modules[0].lessons.map((l: { open: boolean }) => l.open)).toEqual([true, true]);
    expect(outline.body.enrolment).toBeNull();
    expect((await lesson(member.client, 0).expect(200)).body.bodyHtml).toContain('Day one for members');
    const dripped = await lesson(member.client, 1).expect(200);
    const [file] = dripped.body.attachments as { url: string }[];
    expect((await member.client.get(file.url).expect(200)).headers['content-disposition']).toContain('Notes.txt');

    await endMembership(t, member.id);
    expect((await lesson(member.client, 0).expect(403)).body.message).toMatch(/enrol/i);
    await member.client.get(file.url).expect(403);
    const after = await member.client.get(`/api/courses/${course.slug}`).expect(200);
    expect(after.body.modules[0].lessons.map((l: { open: boolean }) => l.open)).toEqual([false, false]);
  });

  it('keeps it closed to a member of a tier that does not include it, to other accounts and to visitors', async () => {
    await lesson(lowerMember.client, 0).expect(403);
    await lesson((await reader(t)).client, 0).expect(403);
    await lesson(await newClient(t), 0).expect(401);
  });
});
