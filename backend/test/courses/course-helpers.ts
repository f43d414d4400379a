import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
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

// the text of a PDF, read back with pdfjs (ES modules only: run in a process of its own)
export async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'coach-pdf-')), 'file.pdf');
  await writeFile(file, pdf);
  const script = path.join(__dirname, '../support/pdf-text.mjs');
  return (await promisify(execFile)(process.execPath, [script, file])).stdout;
}
