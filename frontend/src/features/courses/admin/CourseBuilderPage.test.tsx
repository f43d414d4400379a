import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { preloadRichTextEditor } from '../../blog/admin';
import { makeUser, notifications, setupTestApi } from '../../../test/test-api';
import { nodeFile, setupUploads, useNodeFormData } from '../../../test/uploads';
import { type CourseBuilderState, courseBuilderApi, makeCourse, makeStudent } from '../test/course-builder-api';
import { holdUploads } from '../test/upload-xhr';
import { CourseBuilderPage } from './CourseBuilderPage';

const api = setupTestApi();
setupUploads();

// The lesson editor's rich-text editor is a lazy chunk (Quill): loaded once here, however long a
// busy machine takes, so no test's wait for the editor includes compiling it.
beforeAll(preloadRichTextEditor, 300_000);

// jsdom has no layout: Quill measures the selection when text is pasted into a filled editor
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

// /admin/courses/{productId} opened by an admin, once the course's outline shows
async function openBuilder(course: CourseBuilderState = makeCourse(), productId = course.productId) {
  api.signIn(makeUser({ role: 'admin' }));
  api.handler = courseBuilderApi(course);
  const view = renderAt(<CourseBuilderPage />, `/admin/courses/${productId}`, { path: '/admin/courses/:productId' });
  return { ...view, course };
}

const lessonsOf = (module: string) =>
  within(screen.getByRole('list', { name: `Lessons of ${module}` }))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0].textContent);

const sent = (path: string, method: string) => api.calls(path, method).map((call) => JSON.parse(call.body) as unknown);

// the confirm button of antd's open popup
const confirm = (name: string) =>
  waitFor(() => {
    const popups = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].filter(
      (popup) => !popup.closest('.ant-popover-hidden'),
    );
    return within(popups[popups.length - 1]).getByRole('button', { name });
  });

async function openLesson(user: Awaited<ReturnType<typeof openBuilder>>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: title }));
  const editor = await screen.findByRole('region', { name: 'Lesson editor' });
  await within(editor).findByRole('button', { name: /Save Lesson/ });
  return editor;
}

describe('CourseBuilderPage', () => {
  it('shows the course’s modules and their lessons, with each lesson’s state', async () => {
    await openBuilder();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course Builder: Leading Through Change' }),
    ).toBeInTheDocument();
    const outline = screen.getByRole('region', { name: 'Course outline' });
    expect(
      within(outline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Foundations', 'Practice']);
    expect(lessonsOf('Foundations')).toEqual(['Why calm matters', 'Your first week']);
    expect(lessonsOf('Practice')).toEqual(['Hard conversations']);
    const [first, second] = within(screen.getByRole('list', { name: 'Lessons of Foundations' })).getAllByRole(
      'listitem',
    );
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('Free preview')).toBeInTheDocument();
    expect(within(second).getByText('Draft')).toBeInTheDocument();
    expect(within(second).getByText('Day 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Course Page/ })).toHaveAttribute(
      'href',
      '/courses/leading-through-change',
    );
  });

  it('adds a module, renames it and deletes it after asking', async () => {
    const { user, course } = await openBuilder();
    await user.type(await screen.findByRole('textbox', { name: 'New module title' }), 'Reflection');
    await user.click(screen.getByRole('button', { name: /Add Module/ }));
    expect(await screen.findByRole('heading', { name: 'Reflection' })).toBeInTheDocument();
    expect(sent('/api/admin/courses/9/modules', 'POST')).toEqual([{ title: 'Reflection' }]);
    expect(screen.getByRole('textbox', { name: 'New module title' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rename Reflection' }));
    const name = screen.getByRole('textbox', { name: 'Module title' });
    await user.clear(name);
    await user.type(name, 'Looking back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Looking back' })).toBeInTheDocument();
    expect(course.modules.map((m) => m.title)).toEqual(['Foundations', 'Practice', 'Looking back']);

    await user.click(screen.getByRole('button', { name: 'Delete Looking back' }));
    await user.click(await confirm('Delete'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Looking back' })).not.toBeInTheDocument());
    expect(course.modules).toHaveLength(2);
  });

  it('moves a lesson down, across into the next module, and by dragging it onto another', async () => {
    const { user } = await openBuilder();
    await user.click(await screen.findByRole('button', { name: 'Move Why calm matters down' }));
    await waitFor(() => expect(lessonsOf('Foundations')).toEqual(['Your first week', 'Why calm matters']));
    expect(sent('/api/admin/courses/9/order', 'PUT')).toEqual([
      {
        modules: [
          { id: 1, lessonIds: [12, 11] },
          { id: 2, lessonIds: [21] },
        ],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Move Why calm matters down' }));
    await waitFor(() => expect(lessonsOf('Practice')).toEqual(['Why calm matters', 'Hard conversations']));
    expect(screen.getByRole('button', { name: 'Move Hard conversations down' })).toBeDisabled();

    // Hard conversations dragged onto Your first week takes its place
    const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('li')!;
    const dataTransfer = { setData: () => {}, effectAllowed: 'all' };
    fireEvent.dragStart(rowOf('Hard conversations'), { dataTransfer });
    fireEvent.dragOver(rowOf('Your first week'), { dataTransfer });
    fireEvent.drop(rowOf('Your first week'), { dataTransfer });
    await waitFor(() => expect(lessonsOf('Foundations')).toEqual(['Hard conversations', 'Your first week']));
    expect(sent('/api/admin/courses/9/order', 'PUT').at(-1)).toEqual({
      modules: [
        { id: 1, lessonIds: [21, 12] },
        { id: 2, lessonIds: [11] },
      ],
    });
  });

  it('adds a lesson to a module and opens it in the editor', async () => {
    const { user } = await openBuilder();
    await user.type(
      await screen.findByRole('textbox', { name: 'New lesson title in Practice' }),
      'Feedback that lands',
    );
    await user.click(
      within(screen.getByRole('listitem', { name: 'Module: Practice' })).getByRole('button', { name: /Add Lesson/ }),
    );
    await waitFor(() => expect(lessonsOf('Practice')).toEqual(['Hard conversations', 'Feedback that lands']));
    const editor = await screen.findByRole('region', { name: 'Lesson editor' });
    expect(await within(editor).findByLabelText('Title')).toHaveValue('Feedback that lands');
    expect(sent('/api/admin/courses/modules/2/lessons', 'POST')).toEqual([{ title: 'Feedback that lands' }]);
  });

  it('saves a lesson’s title, text, free preview, drip day and state', async () => {
    const { user, course } = await openBuilder();
    const editor = await openLesson(user, 'Your first week');
    expect(within(editor).getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      '/courses/leading-through-change/lessons/12',
    );
    const title = within(editor).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Your first calm week');
    await user.click(await within(editor).findByRole('textbox', { name: 'Lesson text' }));
    await user.paste(' Breathe first.');
    await user.click(within(editor).getByRole('switch', { name: 'Free preview' }));
    const drip = within(editor).getByLabelText('Drip (days after enrolment)');
    await user.clear(drip);
    await user.type(drip, '3');
    await user.click(within(editor).getByRole('switch', { name: 'Published' }));
    await user.click(within(editor).getByRole('button', { name: /Save Lesson/ }));

    expect(await notifications().findByText('Lesson Saved')).toBeInTheDocument();
    const [body] = sent('/api/admin/courses/lessons/12', 'PATCH') as Record<string, unknown>[];
    expect(body).toMatchObject({ title: 'Your first calm week', freePreview: true, dripDays: 3, status: 'published' });
    expect(body.bodyHtml).toContain('What we learn.');
    expect(body.bodyHtml).toContain('Breathe first.');
    expect(course.lessons.get(12)?.status).toBe('published');
    await waitFor(() => expect(lessonsOf('Foundations')).toEqual(['Why calm matters', 'Your first calm week']));
  });

  it('takes a YouTube link for the video, and shows the API’s refusal of another link', async () => {
    const { user, course } = await openBuilder();
    const editor = await openLesson(user, 'Your first week');
    const link = within(editor).getByRole('textbox', { name: 'YouTube or Vimeo link' });
    await user.type(link, 'https://example.com/movie');
    await user.click(within(editor).getByRole('button', { name: /Use Link/ }));
    expect(await notifications().findByText('Please paste a YouTube or Vimeo link.')).toBeInTheDocument();
    expect(link).toHaveValue('https://example.com/movie');

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(editor).getByRole('button', { name: /Use Link/ }));
    expect(
      await within(editor).findByRole('link', { name: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ).toBeInTheDocument();
    expect(within(editor).getByText(/YouTube:/)).toBeInTheDocument();
    expect(sent('/api/admin/courses/lessons/12', 'PATCH').at(-1)).toEqual({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(course.lessons.get(12)?.video?.provider).toBe('youtube');

    await user.click(within(editor).getByRole('button', { name: 'Remove Link' }));
    expect(await within(editor).findByText('No video yet.')).toBeInTheDocument();
  });

  it('uploads a video with its progress shown, then shows the file', async () => {
    await useNodeFormData();
    const uploads = holdUploads();
    const { user } = await openBuilder();
    const editor = await openLesson(user, 'Your first week');
    const video = within(editor).getByRole('region', { name: 'Video' });
    await user.upload(
      video.querySelector<HTMLInputElement>('input[type=file]')!,
      nodeFile('week-one.mp4', 'video/mp4', 'mp4-bytes'),
    );

    const upload = await uploads.next();
    expect(upload.url).toBe('/api/admin/courses/lessons/12/video');
    upload.progress(40);
    const bar = await within(video).findByRole('progressbar', { name: 'Uploading week-one.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    upload.progress(85);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '85'));

    await upload.finish();
    expect(await notifications().findByText('Video Uploaded')).toBeInTheDocument();
    expect(await within(video).findByRole('link', { name: 'week-one.mp4' })).toBeInTheDocument();
    expect(within(video).queryByRole('progressbar')).not.toBeInTheDocument();
    const [call] = api.calls('/api/admin/courses/lessons/12/video');
    expect(call.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.body).toContain('filename="week-one.mp4"');
    expect(call.body).toContain('mp4-bytes');
  });

  it('uploads an attachment, lists it and removes it', async () => {
    await useNodeFormData();
    const uploads = holdUploads();
    const { user, course } = await openBuilder();
    const editor = await openLesson(user, 'Your first week');
    const files = within(editor).getByRole('region', { name: 'Attachments' });
    await user.upload(
      files.querySelector<HTMLInputElement>('input[type=file]')!,
      nodeFile('worksheet.pdf', 'application/pdf'),
    );
    const upload = await uploads.next();
    expect(upload.url).toBe('/api/admin/courses/lessons/12/attachments');
    await upload.finish();
    expect(await within(files).findByRole('link', { name: 'worksheet.pdf' })).toBeInTheDocument();

    await user.click(within(files).getByRole('button', { name: 'Remove worksheet.pdf' }));
    await user.click(await confirm('Remove'));
    await waitFor(() => expect(within(files).queryByRole('link', { name: 'worksheet.pdf' })).not.toBeInTheDocument());
    expect(course.lessons.get(12)?.attachments).toEqual([]);
  });

  it('refuses an attachment over 100 MB in the browser, before sending any of it', async () => {
    const uploads = holdUploads();
    const { user } = await openBuilder();
    const files = within(await openLesson(user, 'Your first week')).getByRole('region', { name: 'Attachments' });
    const tooLarge = nodeFile('masterclass.zip', 'application/zip', new Uint8Array(100 * 1024 * 1024 + 1));
    await user.upload(files.querySelector<HTMLInputElement>('input[type=file]')!, tooLarge);
    expect(await notifications().findByText('Attachments can be up to 100 MB.')).toBeInTheDocument();
    expect(uploads.started()).toBe(0);
    expect(api.calls('/api/admin/courses/lessons/12/attachments')).toEqual([]);
    expect(within(files).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the students with their progress, enrols one by e-mail and removes one', async () => {
    const course = makeCourse({
      students: [
        makeStudent({ completedAt: '2026-03-20T10:00:00.000Z', percent: 100 }),
        makeStudent({ userId: 33, name: 'Mary Somerville', email: 'mary@example.com', source: 'membership' }),
      ],
    });
    const { user } = await openBuilder(course);
    const table = await screen.findByRole('table');
    const grace = (await within(table).findByText('Grace Hopper')).closest('tr')!;
    expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(grace).getByText('Purchase')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Mary Somerville').closest('tr')!).getByText('Membership'),
    ).toBeInTheDocument();
    expect(within(grace).getByRole('progressbar', { name: 'Grace Hopper’s progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(grace).getByText('Why calm matters')).toBeInTheDocument();
    expect(within(grace).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(grace).getByText('Mar 20, 2026')).toBeInTheDocument();

    const email = screen.getByLabelText('Enrol by e-mail');
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: /Enrol$/ }));
    expect(await notifications().findByText('No account uses this e-mail address.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /Enrol$/ }));
    const ada = (await within(table).findByText('Ada Lovelace')).closest('tr')!;
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getByText('Enrolled by you')).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(sent('/api/admin/courses/9/students', 'POST').at(-1)).toEqual({ email: 'ada@example.com' });

    await user.click(within(grace).getByRole('button', { name: /Remove/ }));
    await user.click(await confirm('Remove'));
    await waitFor(() => expect(within(table).queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(api.calls('/api/admin/courses/9/students/31', 'DELETE')).toHaveLength(1);
  });

  it('says so when the product is not a course, in the API’s words', async () => {
    await openBuilder(makeCourse(), 5);
    expect(await screen.findByRole('alert')).toHaveTextContent('This course no longer exists.');
  });

  it('keeps a customer out', async () => {
    api.signIn(makeUser({ role: 'customer' }));
    renderAt(<CourseBuilderPage />, '/admin/courses/9', { path: '/admin/courses/:productId' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(api.calls('/api/admin/courses/9', 'GET')).toHaveLength(0);
  });
});
