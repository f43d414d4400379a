import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// a product type's key: the spec's four or one a module registered (product-types/)
export type ProductType = string;

const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@Entity('products')
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  type: ProductType;

  @Column({ type: 'varchar', length: 60 })
  category: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  // its page's address, /products/{slug}: from the title (@coach/shared's slugify), unique, set by the server
  @Column({ type: 'varchar', length: 220, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 5000 })
  description: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  // sold also in this many monthly instalments adding up to plan_total_cents (both null: in full only)
  @Column({ name: 'plan_instalments', type: 'integer', nullable: true })
  planInstalments: number | null;

  @Column({ name: 'plan_total_cents', type: 'integer', nullable: true })
  planTotalCents: number | null;

  @Column({ type: 'integer', nullable: true })
  downloads: number | null;

  @Column({ type: 'integer', nullable: true })
  students: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  duration: string | null;

  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: numeric })
  rating: number | null;

  // the buyers' visible reviews (counted in the products' SELECT, not a column)
  reviewCount = 0;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  weight: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  dimensions: string | null;

  @Column({ type: 'integer', default: 0 })
  inventory: number;

  @Column({ name: 'low_stock_alert', type: 'integer', default: 5 })
  lowStockAlert: number;

  // when the owner was told the stock fell to lowStockAlert (once, until restocked above it); set
  // and cleared only by ProductStockRepository
  @Column({ name: 'low_stock_alerted_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  lowStockAlertedAt: Date | null;

  // archived: gone from the shop, the assistant and the sitemap; kept in past orders and downloads.
  // Set for a draft too (not in the shop yet), so every rule for a product out of the shop holds for it
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  // a new product of a type that starts as a draft (ProductTypeRegistry.startsAsDraft), never
  // published yet: out of the shop (archivedAt set with it) until the owner publishes it
  @Column({ type: 'boolean', default: false })
  draft: boolean;

  // one of the demo products (the seeder's, "Create Demo Product"'s): retired together in one click
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  @Column({ name: 'requires_shipping', type: 'boolean', default: false })
  requiresShipping: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ name: 'meta_description', type: 'varchar', length: 300, nullable: true })
  metaDescription: string | null;

  // name of the private file under DATA_DIR/private; never a public URL
  @Column({ name: 'digital_file_key', type: 'varchar', length: 100, nullable: true })
  digitalFileKey: string | null;

  @Column({ name: 'digital_file_name', type: 'varchar', length: 255, nullable: true })
  digitalFileName: string | null;

  @Column({ name: 'image_urls', type: 'text', array: true, default: () => "'{}'" })
  imageUrls: string[];

  // when the Product Updates list was told about it (once per product); null: not yet. Written only
  // by ProductAnnouncementsRepository.markAnnounced, never by a save of the product (a save that
  // loaded it earlier must not set it back to null)
  @Column({ name: 'announced_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  announcedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
