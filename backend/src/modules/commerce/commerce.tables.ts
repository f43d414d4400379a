// The tables commerce owns (SQL on them lives in commerce alone; eslint-rules/table-borders.mjs).
export const TABLES = [
  'products',
  'product_types',
  'orders',
  'order_items',
  'refunds',
  'coupons',
  'product_reviews',
  'payment_events',
  'shipping_addresses',
  'shop_settings',
  'payment_plans',
  'plan_instalments',
  'refund_parts',
  'product_offers',
] as const;
