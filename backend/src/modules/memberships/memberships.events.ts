import type { EndReason } from './billing/billing-event';

// What memberships publish (core/events/domain-events.ts), each in the transaction of the change
// (BillingEvents.apply), whatever the provider.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a membership gives access for the first time: its trial began, or its first payment is in
    'membership.started': { membershipId: number; userId: number; tierId: number; trial: boolean; at: Date };
    // a renewal (or the first charge after a trial) is paid: the membership runs another period
    'membership.renewed': {
      membershipId: number;
      userId: number;
      tierId: number;
      amountCents: number;
      periodEnd: Date;
    };
    // a membership that gave access has ended (status cancelled): at the period's end after the
    // member cancelled, after the grace period of an unpaid renewal, or with its account
    'membership.cancelled': { membershipId: number; userId: number; tierId: number; reason: EndReason; at: Date };
  }
}

export {};
