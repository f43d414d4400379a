import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { opensOn } from '../lib/course-dates';
import { DRIP_REFUSAL, NOT_A_STUDENT, OPENS_AT, SLUG, setupCoursesApi } from '../test/courses-api';

const courses = setupCoursesApi();

const openLesson = async (id: number, title: string) => {
  const view = renderApp(`/courses/${SLUG}/lessons/${id}`);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
};

const lesson = (id: number) => courses.outline.flatMap((m) => m.lessons).find((l) => l.id === id)!;

describe('LessonPage', () => {
  it('shows a student the lesson, and marks it complete and incomplete again', async () => {
    courses.enrol();
    const { user } = await openLesson(12, 'Your first week');
    expect(screen.getByText('Getting started')).toBeInTheDocument();
    expect(await screen.findByText('The text of lesson 12.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '0');

    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('Completed ✓')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '33');
    expect(courses.completed).toEqual(new Set([12]));
    expect(courses.calls(`/api/courses/${SLUG}/lessons/12/complete`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark incomplete' }));
    expect(await screen.findByRole('button', { name: 'Mark complete' })).toBeInTheDocument();
    expect(screen.queryByText('Completed ✓')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '0'),
    );
    expect(courses.completed).toEqual(new Set());
    // opening it made it the student's last lesson
    expect(courses.lastLessonId).toBe(12);
  });

  it('keeps the keyboard on the button when marking complete and incomplete, and says so politely', async () => {
    courses.enrol();
    const { user } = await openLesson(12, 'Your first week');
    const mark = screen.getByRole('button', { name: 'Mark complete' });
    const said = within(mark.closest('.lesson-page__complete') as HTMLElement).getByRole('status');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(said).toBeEmptyDOMElement();

    mark.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(said).toHaveTextContent('Lesson marked complete. 1 of 3 lessons done.'));
    expect(await screen.findByRole('button', { name: 'Mark incomplete' })).toHaveFocus();
    expect(screen.getByText('Completed ✓')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(said).toHaveTextContent('Lesson marked incomplete.'));
    expect(await screen.findByRole('button', { name: 'Mark complete' })).toHaveFocus();
    expect(courses.completed).toEqual(new Set());
  });

  it('leads to the lessons around it, and says when a locked next one opens', async () => {
    courses.enrol();
    const { user } = await openLesson(11, 'Welcome');
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next: Your first week' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your first week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous: Welcome' })).toHaveAttribute(
      'href',
      `/courses/${SLUG}/lessons/11`,
    );
    const steps = screen.getByRole('navigation', { name: 'Lessons' });
    expect(await within(steps).findByText(`Next: Hard conversations · ${opensOn(OPENS_AT)}`)).toBeInTheDocument();
    expect(within(steps).queryByRole('link', { name: /Hard conversations/ })).not.toBeInTheDocument();
  });

  it('loads nothing from YouTube until the student presses play', async () => {
    courses.enrol();
    const embedUrl = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
    lesson(12).video = { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl };
    const { user, container } = await openLesson(12, 'Your first week');
    expect(screen.getByText('Plays from YouTube — nothing loads from there until you press play.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img[src*="youtube"], img[src*="ytimg"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play the video: Your first week' }));
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', embedUrl);
    expect(player).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(player).toHaveAttribute('title', 'Your first week');
  });

  it('says Vimeo for a Vimeo video', async () => {
    courses.enrol();
    lesson(12).video = {
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    };
    const { container } = await openLesson(12, 'Your first week');
    expect(screen.getByText('Plays from Vimeo — nothing loads from there until you press play.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('plays an uploaded video from its signed link, and lists the attachments', async () => {
    courses.enrol();
    const url = '/api/courses/media/video/12?expires=1924992000&signature=abc';
    lesson(12).video = { provider: 'file', url, fileName: 'week-one.mp4' };
    lesson(12).attachments = [
      { id: 4, fileName: 'worksheet.pdf', size: 248_832, url: '/api/courses/media/attachment/4?expires=1&signature=x' },
    ];
    const { container } = await openLesson(12, 'Your first week');
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', url);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    const files = screen.getByRole('region', { name: 'Attachments' });
    expect(within(files).getByRole('link', { name: 'worksheet.pdf' })).toHaveAttribute(
      'href',
      '/api/courses/media/attachment/4?expires=1&signature=x',
    );
    expect(within(files).getByText('(243 KB)')).toBeInTheDocument();
  });

  it('shows a visitor a free preview with Enroll Now, and no Mark complete', async () => {
    await openLesson(11, 'Welcome');
    expect(await screen.findByText('This is a free preview. Enroll to open every lesson.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/checkout?amount=199&products=5');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in, and come back', async () => {
    renderApp(`/courses/${SLUG}/lessons/12`);
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('Sign in to open this lesson.')).toBeInTheDocument();
    expect(within(refused).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/courses/${SLUG}/lessons/12`)}`,
    );
  });

  it("gives the server's reason to a signed-in visitor who is no student, and a student a lesson's date", async () => {
    courses.auth.signIn();
    const { unmount } = renderApp(`/courses/${SLUG}/lessons/12`);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_A_STUDENT);
    unmount();

    courses.enrolled = true;
    renderApp(`/courses/${SLUG}/lessons/21`);
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIP_REFUSAL);
  });
});
