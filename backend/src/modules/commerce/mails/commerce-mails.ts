import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DefinedMail } from '../../../core/mail/define-mail';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import type { MailPayload } from '../../../core/mail/mail-outbox.types';
import { OwnerAlertsService } from '../../alerts';
import { UsersService } from '../../auth';
import type { OrderEntity } from '../entities/order.entity';

// Commerce's mails go to an order's buyer or to the owner (where the owner's alerts go), queued in the transaction
// of the change that causes them (see each part's mails/*.mail.ts for each kind).
@Injectable()
export class CommerceMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly alerts: OwnerAlertsService,
  ) {}

  // an order whose account was deleted (even while it was being paid) has nobody to tell
  async toBuyer<P extends MailPayload>(
    tx: EntityManager,
    order: OrderEntity,
    mail: DefinedMail<P>,
    subjectKey: string,
    payload: P,
  ): Promise<void> {
    const buyer = order.userId === null ? null : await this.users.findById(order.userId);
    if (buyer) await this.outbox.enqueue(tx, mail.to(buyer.email, subjectKey, payload));
  }

  async toOwner<P extends MailPayload>(tx: EntityManager, mail: DefinedMail<P>, subjectKey: string, payload: P) {
    await this.alerts.enqueue(tx, mail, subjectKey, payload);
  }
}
