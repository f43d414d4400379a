import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ConditionFields, PERSON, productId, type SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

// The bookings' segment condition: `booked` — a confirmed session, of one kind (productId) or any.
@Injectable()
export class BookingConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<number | null>({
      type: 'booked',
      label: 'Booked a session',
      parse: (fields: ConditionFields) => productId(fields, true),
      sql: (id, params: SqlParams) =>
        `EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = ${PERSON.userId} AND b.status = 'confirmed'${
          id === null ? '' : ` AND b.product_id = ${params.add(id)}`
        })`,
    });
  }
}
