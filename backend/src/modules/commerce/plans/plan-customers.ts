import { Injectable } from '@nestjs/common';

// The buyer a plan's card is kept for, as the billing provider makes its customer.
export interface PlanBuyer {
  userId: number;
  email: string;
  name: string;
  // the provider's customer this account has already (an earlier plan's), if any
  known: string | null;
}

type Source = (buyer: PlanBuyer) => Promise<string | null>;

// The billing provider's customer of a buyer who checks out in instalments (Stripe: the customer
// its card is saved to for the later instalments, made once per account under an idempotency key),
// which memberships registers (its billing provider's `customer`), so commerce never imports
// memberships. None registered (or the offline provider): no customer, the card is kept as is.
@Injectable()
export class PlanCustomers {
  private source: Source = async (buyer) => buyer.known;

  use(source: Source): void {
    this.source = source;
  }

  of(buyer: PlanBuyer): Promise<string | null> {
    return this.source(buyer);
  }
}
