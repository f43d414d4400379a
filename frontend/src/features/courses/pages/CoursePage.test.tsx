import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderAt } from '../../../test/render';
import { error, notifications } from '../../../test/test-api';
import { OPENS_AT, SLUG, setupCoursesApi } from '../test/courses-api';
import { opensOn } from '../lib/course-dates';
import { CoursePage } from './CoursePage';

const courses = setupCoursesApi();

const openCourse = (slug = SLUG) => renderAt(<CoursePage />, `/courses/${slug}`, { path: '/courses/:slug' });

const outline = () => screen.getByRole('region', { name: 'Course content' });
const lessonLine = (title: string) => within(outline()).getByText(title).closest('li')!;

describe('CoursePage', () => {
  it('offers a course sold in instalments: the plan under the price and its checkout', async () => {
    courses.plan = { instalments: 3, total: '$210', firstAmount: '$70', firstAmountCents: 7000, amount: '$70' };
    openCourse();
    expect(await screen.findByText('or 3 monthly payments of $70')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/checkout?amount=199&products=5');
    expect(screen.getByRole('link', { name: 'Pay in 3 instalments' })).toHaveAttribute('href', '/checkout?plan=5');
  });

  it('shows a visitor the course, its price, Enroll Now and the outline with the free preview open', async () => {
    openCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm Leadership in 30 Days' })).toBeInTheDocument();
    expect(screen.getByText('A month of short lessons on leading without losing your calm.')).toBeInTheDocument();
    expect(screen.getByText('Course · 3 lessons')).toBeInTheDocument();
    expect(screen.getByText('$199')).toBeInTheDocument();
    // the shop's Enroll Now: this course alone in the checkout, at its price
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/checkout?amount=199&products=5');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // sold in full only
    expect(screen.queryByRole('link', { name: /instalments/ })).not.toBeInTheDocument();

    expect(within(outline()).getByRole('heading', { level: 3, name: 'Getting started' })).toBeInTheDocument();
    expect(within(outline()).getByRole('heading', { level: 3, name: 'Going deeper' })).toBeInTheDocument();
    const welcome = lessonLine('Welcome');
    expect(within(welcome).getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      `/courses/${SLUG}/lessons/11`,
    );
    expect(within(welcome).getByText('Free preview')).toBeInTheDocument();
    // the others are the students': locked, with no date for a visitor
    const firstWeek = lessonLine('Your first week');
    expect(within(firstWeek).queryByRole('link')).not.toBeInTheDocument();
    expect(within(firstWeek).getByText('Locked:')).toBeInTheDocument();
    expect(within(firstWeek).queryByText(/Opens on/)).not.toBeInTheDocument();
  });

  it("shows a student their progress, the last lesson, Resume, and a dripped lesson's lock with its date", async () => {
    courses.enrol();
    courses.completed = new Set([11]);
    courses.lastLessonId = 11;
    openCourse();
    const progress = await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(progress).toHaveAttribute('value', '33');
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lessons')).toBeInTheDocument();
    expect(screen.getByText('Last lesson: Welcome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/courses/${SLUG}/lessons/12`);
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download certificate/ })).not.toBeInTheDocument();

    expect(within(lessonLine('Welcome')).getByText('Completed:')).toBeInTheDocument();
    expect(within(lessonLine('Your first week')).getByRole('link', { name: 'Your first week' })).toBeInTheDocument();
    const dripped = lessonLine('Hard conversations');
    expect(within(dripped).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dripped).getByText('Locked:')).toBeInTheDocument();
    expect(within(dripped).getByText(opensOn(OPENS_AT))).toBeInTheDocument();
    expect(opensOn(OPENS_AT)).toBe('Opens on Monday, December 2, 2030');
  });

  it('gives a student who finished every lesson the certificate', async () => {
    courses.enrol();
    courses.outline[1].lessons[0].opensAt = null;
    courses.completed = new Set([11, 12, 21]);
    openCourse();
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      `/api/courses/${SLUG}/certificate`,
    );
  });

  it('turns the drip mails off and on again', async () => {
    courses.enrol();
    const { user } = openCourse();
    const drip = await screen.findByRole('switch', { name: 'E-mail me when new lessons open' });
    expect(drip).toBeChecked();
    await user.click(drip);
    await waitFor(() => expect(courses.dripMails).toBe(false));
    expect(courses.json(`/api/courses/${SLUG}/drip-mails`, 'PUT')).toEqual([{ enabled: false }]);
    await waitFor(() => expect(drip).toBeEnabled());
    expect(drip).not.toBeChecked();
    await user.click(drip);
    await waitFor(() => expect(courses.dripMails).toBe(true));
    await waitFor(() => expect(drip).toBeEnabled());
    expect(drip).toBeChecked();
  });

  it('turns the switch back when the server refuses the change', async () => {
    courses.enrol();
    courses.handler = (req, res) => {
      if (req.method === 'PUT') error(res, 500, 'The database is not answering.');
    };
    const { user } = openCourse();
    const drip = await screen.findByRole('switch', { name: 'E-mail me when new lessons open' });
    await user.click(drip);
    expect(await notifications().findByText('The database is not answering.')).toBeInTheDocument();
    // the notice may come before the switch is given back
    await waitFor(() => expect(drip).toBeEnabled());
    expect(drip).toBeChecked();
  });

  it('says so for a course that does not exist', async () => {
    openCourse('no-such-course');
    expect(await screen.findByText('Course not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('is the page at /courses/{slug} in the app', async () => {
    renderApp(`/courses/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm Leadership in 30 Days' })).toBeInTheDocument();
  });
});
