import type { EntityManager } from 'typeorm';
import { slugify } from '@coach/shared';
import { ProductEntity } from '../../entities/product.entity';

// A demo product's fields (its module says what it sells; commerce gives it its slug and marks it).
export type DemoProduct = Pick<ProductEntity, 'type' | 'category' | 'title' | 'priceCents' | 'description' | 'tags'> &
  Partial<Omit<ProductEntity, 'id' | 'slug' | 'isDemo'>>;

// Adds a demo product in the seeding transaction, marked demo: the owner retires them all in one
// click (POST /api/demo/retire-products). Each module seeds its own type's (courses a course,
// bookings a consultation), in the order of their seeders' names. Answers the product's id.
export async function addDemoProduct(manager: EntityManager, product: DemoProduct): Promise<number> {
  // the demo titles differ, so their slugs do
  const slug = slugify(product.title, 'product');
  return (await manager.save(manager.create(ProductEntity, { imageUrls: [], slug, ...product, isDemo: true }))).id;
}

// A later demo seeder of products adds its own only where the shop holds demo products alone (or
// none): never beside the owner's own products (30-products does not run then either).
export async function shopHoldsOnlyDemo(manager: EntityManager): Promise<boolean> {
  return !(await manager.existsBy(ProductEntity, { isDemo: false }));
}
