import { Injectable, NotFoundException } from '@nestjs/common';
import { ProductsService } from '../commerce';
import { CoursesErrors } from './courses.errors';

// a product as commerce reads it
export type CourseProduct = Awaited<ReturnType<ProductsService['findBySlug']>>;

// The products that are courses, read through commerce: a course is a product of type 'course';
// students only reach one the shop still offers (not archived).
@Injectable()
export class CourseProducts {
  constructor(private readonly products: ProductsService) {}

  async bySlug(slug: string): Promise<CourseProduct> {
    const product = await this.products.findBySlug(slug).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (product?.type !== 'course') throw new NotFoundException(CoursesErrors.courseNotFound);
    return product;
  }

  // null when it is not a course (any more); an archived one only `withArchived` (the owner's view)
  async byId(productId: number, withArchived = false): Promise<CourseProduct | null> {
    const product = await this.products.findById(productId);
    if (product?.type !== 'course' || (!withArchived && product.archivedAt !== null)) return null;
    return product;
  }

  async byIdOrThrow(productId: number, withArchived = false): Promise<CourseProduct> {
    const product = await this.byId(productId, withArchived);
    if (!product) throw new NotFoundException(CoursesErrors.courseNotFound);
    return product;
  }

  // the shop's courses among these (the student's list leaves out archived ones)
  async offered(productIds: number[]): Promise<CourseProduct[]> {
    const wanted = new Set(productIds);
    return (await this.products.list()).filter((p) => p.type === 'course' && wanted.has(p.id));
  }
}
