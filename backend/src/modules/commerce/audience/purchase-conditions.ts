import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ConditionFields, PERSON, productId, type SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

// What a purchase says of a person: a paid order (not failed, cancelled or wholly refunded), of
// one product or any, optionally only those paid after a moment (`sinceSql`: an SQL expression, set
// by the automations' own queries, never by the owner: a step's "converted").
export interface Bought {
  productId: number | null;
  sinceSql?: string;
}

export function boughtSql(arg: Bought, params: SqlParams): string {
  const product = arg.productId === null ? '' : ` AND i.product_id = ${params.add(arg.productId)}`;
  const since = arg.sinceSql ? ` AND o.completed_at > ${arg.sinceSql}` : '';
  return `EXISTS (SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.user_id = ${PERSON.userId} AND o.status = 'completed'${product}${since})`;
}

// Commerce's segment condition: `bought` (productId optional: any product).
@Injectable()
export class PurchaseConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<Bought>({
      type: 'bought',
      label: 'Bought a product',
      parse: (fields: ConditionFields) => ({ productId: productId(fields, true) }),
      sql: boughtSql,
    });
  }
}
