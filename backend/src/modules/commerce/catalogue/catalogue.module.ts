import { Module } from '@nestjs/common';
import { provideMails } from '../../../core/mail/define-mail';
import { AuthModule } from '../../auth';
import { ContentModule } from '../../content';
import { CommerceSharedModule } from '../commerce-shared.module';
import { BasketProducts } from './basket-products';
import { DemoProductsSeeder, DemoShelfProductsSeeder } from './demo/demo-products.seeder';
import { lowStockMail } from './mails/low-stock.mail';
import { productUpdateMail } from './mails/product-update.mail';
import { PhysicalStock } from './physical-stock';
import { ProductAvailabilityController } from './product-availability.controller';
import { ProductFactsService } from './product-facts.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { ProductAnnouncementsRepository } from './repositories/product-announcements.repository';
import { ProductSlugsRepository } from './repositories/product-slugs.repository';
import { ProductStockRepository } from './repositories/product-stock.repository';
import { ProductUploadsService } from './uploads.service';

// The catalogue: the products, their files and images, their stock (commerce's physical type), the
// announcements of a new product, the demo products.
@Module({
  imports: [CommerceSharedModule, AuthModule, ContentModule],
  controllers: [ProductsController, ProductAvailabilityController],
  providers: [
    ProductsService,
    ProductUploadsService,
    ProductFactsService,
    BasketProducts,
    PhysicalStock,
    ProductAnnouncementsRepository,
    ProductSlugsRepository,
    ProductStockRepository,
    DemoProductsSeeder,
    DemoShelfProductsSeeder,
    provideMails(lowStockMail, productUpdateMail),
  ],
  exports: [ProductsService, ProductFactsService, BasketProducts, PhysicalStock],
})
export class CatalogueModule {}
