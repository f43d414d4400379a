import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// The product types products.type may hold (product_types): the registered ones, written at start.
@Injectable()
export class ProductTypesRepository {
  constructor(private readonly dataSource: DataSource) {}

  // each of these is a known type from now on (those known already stay as they are)
  async ensure(keys: string[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO product_types ("key") SELECT unnest($1::varchar[]) ON CONFLICT ("key") DO NOTHING`,
      [keys],
    );
  }
}
