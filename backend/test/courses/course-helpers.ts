import type { TestClient } from '../support/client';
import { createProduct } from '../commerce/commerce-helpers';

export interface Course {
  id: number;
  slug: string;
  title: string;
}

// A course product in the shop, through the product manager's API.
export async function createCourse(admin: TestClient, title: string, price = '199'): Promise<Course> {
  const product = (await createProduct(admin, {
    title,
    price,
    type: 'course',
    category: 'Courses',
  })) as unknown as Course;
  return { id: product.id, slug: product.slug, title: product.title };
}

export const userIdOf = async (client: TestClient): Promise<number> =>
  ((await client.get('/api/auth/user').expect(200)).body as { id: number }).id;

// the course's students as the shop lists the product
export async function studentsShown(client: TestClient, productId: number): Promise<number | null> {
  const products = (await client.get('/api/products').expect(200)).body as { id: number; students: number | null }[];
  return products.find((p) => p.id === productId)?.students ?? null;
}
