import { readFile } from 'node:fs/promises';
import { wallTimeIn } from '@coach/shared';
import type { CourseDto } from '../../frontend/src/api/generated';
import type { CourseOutlineAdminDto } from '../../frontend/src/api/generated-admin';
import { signInAsAdmin } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { createProduct, getJson, openOrderInAdmin, payWithTestCard, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 31, "Courses that deliver": the owner builds a course in the browser (a video uploaded, a
// YouTube link, an attachment, a lesson dripped by a day), a customer buys it with the test card
// and learns (the video streams in ranges, the YouTube player loads only on play, the dripped
// lesson waits for its day), the owner opens that lesson early, the student finishes and gets the
// certificate, and a refund takes the course away again.
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

// the start of an MP4 (its 'ftyp' box, which the server's content check reads), then media data
const MP4 = Buffer.concat([
  Buffer.from('\0\0\0\x20ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(2016, 7),
]);
const WORKSHEET = 'Ten questions for a calm week\n';
const YOUTUBE_ID = 'aqz-KE-bpKQ';
// the site's clock for drip dates (support/stack.mjs passes the environment on; the backend's default)
const PUBLISH_TZ = process.env.PUBLISH_TZ ?? 'UTC';

const MODULE = 'Calm Foundations';
const LESSONS = { first: 'Breathe Before You Answer', second: 'The Calm Meeting', dripped: 'A Week of Calm' };
// how the site writes the day a lesson opens ("Friday, November 27, 2026")
const LONG_DAY = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;

// Chooses a file for an upload button (antd's Upload opens the browser's file chooser).
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

// Adds a lesson to the module in the builder; the editor opens on it.
async function addLesson(owner: Page, module: string, title: string) {
  await owner.getByRole('textbox', { name: `New lesson title in ${module}` }).fill(title);
  await owner.getByRole('button', { name: 'Add Lesson' }).click();
  const editor = owner.getByRole('region', { name: 'Lesson editor' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  return editor;
}

// The lesson's row in the builder's outline.
const outlineRow = (owner: Page, title: string) =>
  owner
    .getByRole('list', { name: `Lessons of ${MODULE}` })
    .getByRole('listitem')
    .filter({ hasText: title });

// Publishes the lesson open in the editor and saves it; its row says so.
async function publishAndSave(owner: Page, title: string) {
  const editor = owner.getByRole('region', { name: 'Lesson editor' });
  await editor.getByRole('switch', { name: 'Published' }).click();
  await editor.getByRole('button', { name: 'Save Lesson' }).click();
  await expect(outlineRow(owner, title).getByText('Published', { exact: true })).toBeVisible();
}

test('the owner builds a course, a customer buys it, learns, finishes with a certificate, and a refund ends it', async ({
  page: owner,
  browser,
}) => {
  // a whole course's life in one journey: building, buying, learning, finishing, refunding
  test.setTimeout(240_000);
  const id = suffix();
  await signInAsAdmin(owner);
  const course = await createProduct(owner, { title: `Calm Leader Course ${id}`, type: 'course', price: '49' });

  // 1. The owner builds it in the Course Builder, from the product manager.
  await owner.goto('/product-manager');
  await owner.getByRole('tab', { name: 'Manage Products' }).click();
  await owner
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: course.title })
    .getByRole('button', { name: 'Course Builder' })
    .click();
  await expect(owner).toHaveURL(`/admin/courses/${course.id}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Course Builder: ${course.title}` })).toBeVisible();

  await owner.getByRole('textbox', { name: 'New module title' }).fill(MODULE);
  await owner.getByRole('button', { name: 'Add Module' }).click();
  await expect(owner.getByRole('heading', { level: 3, name: MODULE })).toBeVisible();

  // the first lesson: text in the editor and an uploaded video
  let editor = await addLesson(owner, MODULE, LESSONS.first);
  await editor.getByRole('textbox', { name: 'Lesson text' }).click();
  await owner.keyboard.type('Count to three before you answer.');
  await chooseFile(owner, 'Upload Video', { name: 'breathe.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(notifications(owner)).toContainText('Video Uploaded');
  await expect(editor.getByRole('region', { name: 'Video' }).getByRole('link', { name: 'breathe.mp4' })).toBeVisible();
  await publishAndSave(owner, LESSONS.first);
  await expect(outlineRow(owner, LESSONS.first).getByLabel('Has a video')).toBeVisible();

  // the second: a YouTube link and an attachment
  editor = await addLesson(owner, MODULE, LESSONS.second);
  await editor.getByRole('textbox', { name: 'YouTube or Vimeo link' }).fill(`https://youtu.be/${YOUTUBE_ID}`);
  await editor.getByRole('button', { name: 'Use Link' }).click();
  await expect(editor.getByRole('region', { name: 'Video' })).toContainText(
    `YouTube: https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
  );
  await chooseFile(owner, 'Upload Attachment', {
    name: 'worksheet.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(WORKSHEET),
  });
  await expect(
    editor.getByRole('region', { name: 'Attachments' }).getByRole('link', { name: 'worksheet.txt' }),
  ).toBeVisible();
  await publishAndSave(owner, LESSONS.second);

  // the third opens a day after enrolment
  editor = await addLesson(owner, MODULE, LESSONS.dripped);
  await editor.getByLabel('Drip (days after enrolment)').fill('1');
  await publishAndSave(owner, LESSONS.dripped);
  await expect(outlineRow(owner, LESSONS.dripped).getByText('Day 1', { exact: true })).toBeVisible();

  const outline = await getJson<CourseOutlineAdminDto>(owner, `/api/admin/courses/${course.id}`);
  const [first, , dripped] = outline.modules[0].lessons.map((lesson) => lesson.id);
  const lessonPath = (lessonId: number) => `/courses/${course.slug}/lessons/${lessonId}`;

  // 2. A customer buys it from the shop with the test card.
  const customerContext = await browser.newContext();
  const student = await customerContext.newPage();
  const { email } = await signInAsCustomer(student);
  await student.goto('/products');
  await student.getByRole('article', { name: course.title }).getByRole('link', { name: 'Enroll Now' }).click();
  // paid, the buyer is in the course
  await payWithTestCard(student, '$49', `/courses/${course.slug}`);
  await expect(student.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const welcome = await waitForMail(email, `Welcome to ${course.title}`);
  expect(welcome.text).toContain(`/courses/${course.slug}`);

  await student.goto('/account?tab=courses');
  const mine = student.getByRole('list', { name: 'My Courses' }).getByRole('article', { name: course.title });
  await expect(mine).toContainText('0% complete');
  await expect(mine).toContainText('0 of 3 lessons');
  await mine.getByRole('link', { name: 'View course' }).click();
  await expect(student).toHaveURL(`/courses/${course.slug}`);
  await expect(student.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  // the dripped lesson is locked, with the day it opens (in the browser's time zone)
  const opensAt = (await getJson<CourseDto>(student, `/api/courses/${course.slug}`)).modules[0].lessons[2].opensAt!;
  const opensOn = await student.evaluate(
    ([iso, format]) => new Intl.DateTimeFormat('en-US', format).format(new Date(iso)),
    [opensAt, LONG_DAY] as const,
  );
  const lockedLine = student
    .getByRole('list', { name: MODULE })
    .getByRole('listitem')
    .filter({ hasText: LESSONS.dripped });
  await expect(lockedLine).toContainText('Locked:');
  await expect(lockedLine).toContainText(`Opens on ${opensOn}`);
  await expect(lockedLine.getByRole('link')).toHaveCount(0);

  // 3. Learning. Lesson 1: its text, and its video streams in ranges.
  await student.getByRole('link', { name: LESSONS.first }).click();
  await expect(student.getByRole('heading', { level: 1, name: LESSONS.first })).toBeVisible();
  await expect(student.getByText('Count to three before you answer.')).toBeVisible();
  const videoUrl = await student.locator('video').getAttribute('src');
  const range = await student.request.get(videoUrl!, { headers: { Range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toBe(`bytes 0-99/${MP4.length}`);
  expect(range.headers()['content-type']).toBe('video/mp4');
  expect(await range.body()).toEqual(MP4.subarray(0, 100));
  // from the keyboard: the focus stays on the button, which now reads "Mark incomplete", and is said
  await student.getByRole('button', { name: 'Mark complete' }).focus();
  await student.keyboard.press('Enter');
  await expect(student.getByText('Completed ✓')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Mark incomplete' })).toBeFocused();
  await expect(student.getByRole('status').filter({ hasText: 'Lesson marked complete.' })).toHaveText(
    'Lesson marked complete. 1 of 3 lessons done.',
  );
  await expect(student.getByText('33% complete')).toBeVisible();

  // Lesson 2: nothing comes from YouTube until play is pressed
  const fromYouTube: string[] = [];
  student.on('request', (request) => {
    if (/youtube/.test(new URL(request.url()).hostname)) fromYouTube.push(request.url());
  });
  // the player's page, answered here: the journey does not reach the internet
  await student.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The YouTube player</p>' }),
  );
  await student.getByRole('link', { name: `Next: ${LESSONS.second}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: LESSONS.second })).toBeVisible();
  await expect(student.getByText('Plays from YouTube — nothing loads from there until you press play.')).toBeVisible();
  await expect(student.locator('iframe')).toHaveCount(0);
  expect(fromYouTube).toEqual([]);
  await student.getByRole('button', { name: `Play the video: ${LESSONS.second}` }).click();
  const player = student.locator('iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`);
  // the site's Content-Security-Policy lets the privacy-friendly player in
  await expect(student.frameLocator('iframe').getByText('The YouTube player')).toBeVisible();

  const downloading = student.waitForEvent('download');
  await student.getByRole('link', { name: 'worksheet.txt' }).click();
  const worksheet = await downloading;
  expect(worksheet.suggestedFilename()).toBe('worksheet.txt');
  expect(await readFile((await worksheet.path())!, 'utf8')).toBe(WORKSHEET);
  const attachmentUrl = await student.getByRole('link', { name: 'worksheet.txt' }).getAttribute('href');
  expect((await student.request.get(attachmentUrl!)).status()).toBe(200);
  await student.getByRole('button', { name: 'Mark complete' }).click();
  // whole percents, rounded down: 100% only once every lesson is done
  await expect(student.getByText('66% complete')).toBeVisible();
  await expect(student.getByText(`Next: ${LESSONS.dripped} · Opens on ${opensOn}`)).toBeVisible();

  // the dripped lesson, opened by its address, says when it opens (the site's time zone)
  const opensDay = new Intl.DateTimeFormat('en-US', { ...LONG_DAY, timeZone: PUBLISH_TZ }).format(new Date(opensAt));
  const opensMessage = `This lesson opens on ${opensDay} at ${wallTimeIn(6, 0, PUBLISH_TZ)}.`;
  await student.goto(lessonPath(dripped));
  await expect(student.getByRole('alert').filter({ hasText: opensMessage })).toBeVisible();
  const early = await student.request.get(`/api/courses/${course.slug}/lessons/${dripped}`);
  expect(early.status()).toBe(403);
  expect(await early.json()).toMatchObject({ message: opensMessage, opensAt });

  // 4. The owner opens the dripped lesson now (drip 0); the student finishes the course.
  await outlineRow(owner, LESSONS.dripped).getByRole('button', { name: LESSONS.dripped, exact: true }).click();
  editor = owner.getByRole('region', { name: 'Lesson editor' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(LESSONS.dripped);
  await editor.getByLabel('Drip (days after enrolment)').fill('0');
  await editor.getByRole('button', { name: 'Save Lesson' }).click();
  await expect(outlineRow(owner, LESSONS.dripped).getByText('Day 1', { exact: true })).toHaveCount(0);

  await student.reload();
  await expect(student.getByRole('heading', { level: 1, name: LESSONS.dripped })).toBeVisible();
  await student.getByRole('button', { name: 'Mark complete' }).click();
  await expect(student.getByText('100% complete')).toBeVisible();
  const finished = await waitForMail(email, `You finished ${course.title}`);
  expect(finished.text).toContain(`/courses/${course.slug}`);

  await student.goto(`/courses/${course.slug}`);
  const certificateLink = student.getByRole('link', { name: 'Download certificate' });
  const certificateDownload = student.waitForEvent('download');
  await certificateLink.click();
  const certificate = await certificateDownload;
  expect(certificate.suggestedFilename()).toBe(`certificate-${course.slug}.pdf`);
  expect((await readFile((await certificate.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await student.request.get((await certificateLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await owner.reload();
  const studentRow = owner.getByRole('region', { name: 'Students' }).getByRole('row').filter({ hasText: email });
  await expect(studentRow).toContainText('3/3 lessons');
  await expect(studentRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // 5. The owner refunds the order: the course is no longer the student's.
  const drawer = await openOrderInAdmin(owner, email);
  await drawer.getByRole('button', { name: 'Refund Order' }).click();
  await owner.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(notifications(owner)).toContainText('Refunded $49 to the buyer’s card.');

  await student.goto(lessonPath(first));
  const notEnrolled = "This lesson is for the course's students. Enrol to open it.";
  await expect(student.getByRole('alert').filter({ hasText: notEnrolled })).toBeVisible();
  expect((await student.request.get(videoUrl!)).status()).toBe(403);
  await student.goto(`/courses/${course.slug}`);
  await expect(student.getByRole('link', { name: 'Enroll Now' })).toBeVisible();
  await expect(student.getByRole('link', { name: LESSONS.second })).toHaveCount(0);
  await student.goto('/account?tab=courses');
  await expect(student.getByText('You have no courses yet.')).toBeVisible();
  await customerContext.close();
});
