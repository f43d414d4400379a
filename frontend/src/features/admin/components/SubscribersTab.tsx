// Subscribers: email, subscription date, Active or Inactive badge (spec section 2).
export { SubscribersAdmin as SubscribersTab } from '../../blog/admin';
