// What the app uses of courses: the course product type, registered before the first render (so
// nothing here brings a screen: the type's screens, product-type-screens.ts, load where they show).
// Its admin screens are admin/index.ts; its addresses, for features that link to a course, paths.ts.
export { courseProductType } from './product-type';
