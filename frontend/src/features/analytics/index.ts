// What the app uses of analytics: the page-view beacon the layout runs. The owner's Analytics tab
// and Overview card are admin/index.ts.
export { usePageViews } from './page-views';
