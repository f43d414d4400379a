// What the catalogue's lists show beside each product, as columns of a query on products aliased
// `alias`, in the same SELECT as the products (a list is one statement). They read the orders' and
// the reviews' tables, which commerce owns; the catalogue keeps them so that it needs neither the
// orders nor the reviews sub-module.

// What a product sold, from its paid orders (items a refund takes back do not count): the units (a
// digital product's downloads). (A type's own figures, a course's students, are counted by its
// module: ProductTypeRegistry.countFigures.)
export const soldColumns = (alias: string) => ({
  units: `(SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.status = 'completed' AND i.refund_id IS NULL AND i.product_id = ${alias}.id)`,
});

// A product's visible reviews' average and count.
export const reviewColumns = (alias: string) => ({
  average: `(SELECT round(avg(r.rating)::numeric, 1)::float FROM product_reviews r
              WHERE r.product_id = ${alias}.id AND r.hidden_at IS NULL)`,
  count: `(SELECT count(*)::int FROM product_reviews r WHERE r.product_id = ${alias}.id AND r.hidden_at IS NULL)`,
});
