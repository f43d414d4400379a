// The course builder (antd): the admin's page of a course product, loaded lazily by its route
// (pages/CourseBuilderPage), so the public pages never carry it.
export { CourseBuilderPage } from './CourseBuilderPage';
