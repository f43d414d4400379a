import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';

// Attribution: a new subscriber or a new order remembers the page and source of the visit it came
// from. The modules that make them publish it with the caller ('subscriber.joined', 'order.placed':
// core/events); modules/analytics handles those through this token's provider, so nobody imports it.
export const VISIT_ATTRIBUTION = Symbol('VISIT_ATTRIBUTION');

export type ConversionKind = 'subscriber' | 'order';

// who made a request, as the visit is found by (never stored)
export interface Caller {
  ip: string | undefined;
  userAgent: string | undefined;
}

export interface Conversion extends Caller {
  kind: ConversionKind;
  // the subscriber's or the order's id
  refId: number;
  at: Date;
}

export interface VisitAttribution {
  // written in `tx`, the transaction that made the subscriber or the order
  record(tx: EntityManager, conversion: Conversion): Promise<void>;
}

// A route's caller: its address (as Express reads it behind the trusted proxy) and user agent.
export const CallerOf = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip, userAgent: request.get('user-agent') };
});
