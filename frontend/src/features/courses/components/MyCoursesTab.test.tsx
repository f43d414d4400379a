import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeMyCourse, SLUG, setupCoursesApi } from '../test/courses-api';

const courses = setupCoursesApi();

const openMyCourses = async () => {
  const view = renderApp('/account?tab=courses');
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
  expect(screen.getByRole('tab', { name: 'My Courses' })).toHaveAttribute('aria-selected', 'true');
  return view;
};

describe('My Courses (account tab)', () => {
  it('lists each course with its progress, last lesson, Resume and View course', async () => {
    courses.auth.signIn();
    courses.myCourses = [
      makeMyCourse(),
      makeMyCourse({
        productId: 6,
        slug: 'writing-well',
        title: 'Writing Well',
        percent: 100,
        completedLessons: 4,
        totalLessons: 4,
        lastLessonTitle: null,
        resumeLessonId: 40,
      }),
    ];
    await openMyCourses();
    const list = await screen.findByRole('list', { name: 'My Courses' });
    const calm = within(list).getByRole('article', { name: 'Calm Leadership in 30 Days' });
    expect(within(calm).getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('value', '33');
    expect(within(calm).getByText('33% complete')).toBeInTheDocument();
    expect(within(calm).getByText('Last lesson: Welcome')).toBeInTheDocument();
    expect(within(calm).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', `/courses/${SLUG}/lessons/12`);
    expect(within(calm).getByRole('link', { name: 'View course' })).toHaveAttribute('href', `/courses/${SLUG}`);

    const writing = within(list).getByRole('article', { name: 'Writing Well' });
    expect(within(writing).getByText('100% complete')).toBeInTheDocument();
    expect(within(writing).queryByText(/Last lesson/)).not.toBeInTheDocument();
  });

  it('says which courses are included with the membership', async () => {
    courses.auth.signIn();
    courses.myCourses = [
      makeMyCourse({ productId: 6, slug: 'writing-well', title: 'Writing Well', source: 'membership' }),
      makeMyCourse({ source: 'purchase' }),
    ];
    await openMyCourses();
    const list = await screen.findByRole('list', { name: 'My Courses' });
    const included = within(list).getByRole('article', { name: 'Writing Well' });
    expect(within(included).getByText('Included with your membership')).toBeInTheDocument();
    expect(within(included).getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      '/courses/writing-well/lessons/12',
    );
    const bought = within(list).getByRole('article', { name: 'Calm Leadership in 30 Days' });
    expect(within(bought).queryByText('Included with your membership')).not.toBeInTheDocument();
  });

  it('says so when the user has no course, with the way to the products', async () => {
    courses.auth.signIn();
    await openMyCourses();
    expect(await screen.findByText('You have no courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });
});
