import { Injectable } from '@nestjs/common';
import { OrderSettlementService } from '../orders/order-settlement.service';

// Closes checkouts left unpaid past their 30 minutes (see OrderSettlementService.closeNextExpired):
// one order per transaction, locked with SKIP LOCKED, so several replicas share the work.
@Injectable()
export class CheckoutExpiryService {
  constructor(private readonly settlement: OrderSettlementService) {}

  // the number of orders looked at (closed, completed or left for later)
  async expireUnpaid(now = new Date(), atMost = 200): Promise<number> {
    const seen: number[] = [];
    while (seen.length < atMost) {
      const id = await this.settlement.closeNextExpired(now, seen);
      if (id === null) break;
      seen.push(id);
    }
    return seen.length;
  }
}
