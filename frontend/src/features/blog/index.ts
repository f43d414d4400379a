// What other features and the layout use of the blog: the newsletter's subscribe action. Its admin
// screens are admin/index.ts.
export { CONFIRM_BY_MAIL, SUBSCRIBED, useSubscribe } from './use-subscribe';
