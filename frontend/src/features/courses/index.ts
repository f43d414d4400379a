// What other features use of courses: the account's My Courses tab. Its admin screens are
// admin/index.ts.
export { MyCoursesTab } from './components/MyCoursesTab';
// where a course's page is (the shop leads an owned course there)
export { coursePath } from './lib/course-paths';
