// /admin/courses/:productId, the router's lazy chunk (named after the page): the builder itself
// lives with the feature's admin screens.
export { CourseBuilderPage } from '../admin';
