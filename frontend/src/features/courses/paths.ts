// The courses feature's addresses, for features that link to a course without loading its screens
// (index.ts pulls in its components, which a shop page must not carry: scripts/size-budget.mjs).
export { coursePath, lessonPath } from './lib/course-paths';
