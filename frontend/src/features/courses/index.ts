// What other features use of courses: the account's My Courses tab, and a course's address (a
// course product's page links to it). Its admin screens are admin/index.ts.
export { MyCoursesTab } from './components/MyCoursesTab';
export { coursePath } from './lib/course-paths';
