import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../core/access/session-user';
import { CommerceErrors } from './commerce.errors';
import type { OfflineConfirmDto, OfflineConfirmResultDto } from './dto/checkout.dto';
import { OrderEntity } from './entities/order.entity';
import { CURRENCY } from './money';
import { OrderSettlementService } from './order-settlement.service';
import { intentIdOfSecret, OFFLINE_TEST_CARDS } from './payments/offline.provider';

const sameSecret = (stored: string | null, given: string) =>
  stored !== null && stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

// The offline test card form pays an order as Stripe would: only with the payment's client secret,
// only for the customer who started it, and not once its checkout has expired.
@Injectable()
export class OfflinePaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settlement: OrderSettlementService,
  ) {}

  async confirm(user: SessionUser, { clientSecret, cardNumber }: OfflineConfirmDto): Promise<OfflineConfirmResultDto> {
    const intentId = intentIdOfSecret(clientSecret);
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ paymentIntentId: intentId });
    if (!order || !sameSecret(order.clientSecret, clientSecret))
      throw new BadRequestException(CommerceErrors.paymentNotFound);
    if (order.userId !== user.id) throw new ForbiddenException(CommerceErrors.notYourPayment);
    if (order.status === 'cancelled') throw new BadRequestException(CommerceErrors.checkoutExpired);
    if (cardNumber !== OFFLINE_TEST_CARDS.success) {
      await this.settlement.failByIntent(intentId);
      return { status: 'declined', message: 'Your card was declined. Use the test card 4242 4242 4242 4242.' };
    }
    // the test provider "charges" exactly the order's total
    await this.settlement.completeByIntent(intentId, {
      method: 'test card',
      amountCents: order.totalCents,
      currency: CURRENCY,
    });
    return { status: 'succeeded', message: 'Payment Successful!' };
  }
}
