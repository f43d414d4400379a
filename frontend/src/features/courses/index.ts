// What other features use of courses: the account's My Courses tab. Its admin screens are
// admin/index.ts.
export { MyCoursesTab } from './components/MyCoursesTab';
