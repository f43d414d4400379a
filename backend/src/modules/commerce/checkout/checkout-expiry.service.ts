import { Injectable } from '@nestjs/common';
import { UpsellsService } from '../offers/upsells.service';
import { OrderSettlementService } from '../orders/order-settlement.service';

// Closes checkouts left unpaid past their 30 minutes (see OrderSettlementService.closeNextExpired):
// one order per transaction, locked with SKIP LOCKED, so several replicas share the work. An
// upsell's order whose charge was never answered is not closed but asked again (UpsellsService).
@Injectable()
export class CheckoutExpiryService {
  constructor(
    private readonly settlement: OrderSettlementService,
    private readonly upsells: UpsellsService,
  ) {}

  // the number of orders looked at (closed, completed, asked again or left for later)
  async expireUnpaid(now = new Date(), atMost = 200): Promise<number> {
    const seen: number[] = [];
    while (seen.length < atMost) {
      const id = await this.settlement.closeNextExpired(now, seen);
      if (id === null) break;
      seen.push(id);
    }
    return seen.length + (await this.upsells.askUnanswered(now));
  }
}
