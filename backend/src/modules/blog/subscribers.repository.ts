import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SubscriberEntity } from './entities/subscriber.entity';

// The subscribers table; addresses are stored trimmed and lower-cased, unique on lower(email).
@Injectable()
export class SubscribersRepository {
  constructor(@InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>) {}

  // Inserts the address, or reactivates it when it is known and inactive (an active one is left
  // as it is). Raw SQL: ON CONFLICT on the lower(email) index.
  async upsertActive(email: string, unsubscribeToken: string): Promise<void> {
    await this.subscribers.query(
      `INSERT INTO subscribers (email, unsubscribe_token) VALUES ($1, $2)
       ON CONFLICT ((lower(email))) DO UPDATE SET active = true, unsubscribed_at = NULL
       WHERE NOT subscribers.active`,
      [email, unsubscribeToken],
    );
  }

  findByToken(unsubscribeToken: string): Promise<SubscriberEntity | null> {
    return this.subscribers.findOneBy({ unsubscribeToken });
  }

  save(subscriber: SubscriberEntity): Promise<SubscriberEntity> {
    return this.subscribers.save(subscriber);
  }

  // newest first
  list(): Promise<SubscriberEntity[]> {
    return this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }
}
