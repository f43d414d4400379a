import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ProductsService } from '../../commerce';
import { BookingsErrors } from '../bookings.errors';
import { ConsultationSettingsEntity } from '../entities/consultation-settings.entity';
import { durationMinutesOf } from './consultation-duration';

// a consultation that can be booked: a product of type 'consultation' in the shop with settings
export interface Consultation {
  productId: number;
  title: string;
  priceCents: number;
  durationMinutes: number;
  location: string;
}

// the owner's view of a consultation product, its settings saved or not
export interface ConsultationSettingsRow extends Consultation {
  // the product's page, /products/{slug}
  slug: string;
  duration: string | null;
  saved: boolean;
}

type Product = NonNullable<Awaited<ReturnType<ProductsService['findById']>>>;

const toRow = (product: Product, saved: ConsultationSettingsEntity | undefined): ConsultationSettingsRow => ({
  productId: product.id,
  title: product.title,
  slug: product.slug,
  priceCents: product.priceCents,
  duration: product.duration,
  durationMinutes: saved?.durationMinutes ?? durationMinutesOf(product.duration),
  location: saved?.location ?? '',
  saved: saved !== undefined,
});

// The consultation products (read through commerce) with how long their sessions are and where
// they happen. One without saved settings cannot be booked yet.
@Injectable()
export class ConsultationsService {
  constructor(
    private readonly products: ProductsService,
    @InjectRepository(ConsultationSettingsEntity) private readonly settings: Repository<ConsultationSettingsEntity>,
  ) {}

  // every consultation in the shop, oldest first
  async list(): Promise<ConsultationSettingsRow[]> {
    const consultations = (await this.products.list())
      .filter((p) => p.type === 'consultation')
      .sort((a, b) => a.id - b.id);
    const saved = await this.settings.findBy({ productId: In(consultations.map((p) => p.id)) });
    return consultations.map((p) =>
      toRow(
        p,
        saved.find((s) => s.productId === p.id),
      ),
    );
  }

  // 404 for a product that is not a consultation (an archived one can still be set up)
  async save(
    productId: number,
    input: { durationMinutes: number; location: string },
  ): Promise<ConsultationSettingsRow> {
    const product = await this.products.findById(productId);
    if (product?.type !== 'consultation') throw new NotFoundException(BookingsErrors.notConsultation);
    const row = { productId, durationMinutes: input.durationMinutes, location: input.location.trim() };
    await this.settings.upsert({ ...row, updatedAt: new Date() }, ['productId']);
    return toRow(product, this.settings.create(row));
  }

  // null when it cannot be booked: not a consultation, archived, or no settings yet
  async bookable(productId: number): Promise<Consultation | null> {
    const [product, saved] = await Promise.all([
      this.products.findById(productId),
      this.settings.findOneBy({ productId }),
    ]);
    if (product?.type !== 'consultation' || product.archivedAt !== null || !saved) return null;
    return toRow(product, saved);
  }

  // the free introductory call: the free consultation with settings in the shop, the oldest one
  async introCall(): Promise<Consultation | null> {
    const free = (await this.products.list())
      .filter((p) => p.type === 'consultation' && p.priceCents === 0)
      .sort((a, b) => a.id - b.id);
    const saved = await this.settings.findBy({ productId: In(free.map((p) => p.id)) });
    const offered = free.find((p) => saved.some((s) => s.productId === p.id));
    return offered
      ? toRow(
          offered,
          saved.find((s) => s.productId === offered.id),
        )
      : null;
  }
}
