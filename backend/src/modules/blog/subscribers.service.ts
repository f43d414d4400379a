import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { BlogErrors } from './blog.errors';
import { SubscriberEntity } from './entities/subscriber.entity';

@Injectable()
export class SubscribersService {
  constructor(@InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>) {}

  // Idempotent: a known address is (re)activated, never duplicated; the caller's answer is the
  // same either way, so it does not reveal who is subscribed.
  async subscribe(email: string): Promise<void> {
    await this.subscribers.query(
      `INSERT INTO subscribers (email, unsubscribe_token) VALUES ($1, $2)
       ON CONFLICT ((lower(email))) DO UPDATE SET active = true, unsubscribed_at = NULL
       WHERE NOT subscribers.active`,
      [email.trim().toLowerCase(), randomBytes(24).toString('base64url')],
    );
  }

  async findByToken(token: string): Promise<SubscriberEntity> {
    const subscriber = token ? await this.subscribers.findOneBy({ unsubscribeToken: token }) : null;
    if (!subscriber) throw new NotFoundException(BlogErrors.badUnsubscribeToken);
    return subscriber;
  }

  async unsubscribe(token: string): Promise<SubscriberEntity> {
    const subscriber = await this.findByToken(token);
    if (subscriber.active) {
      subscriber.active = false;
      subscriber.unsubscribedAt = new Date();
      await this.subscribers.save(subscriber);
    }
    return subscriber;
  }

  list(): Promise<SubscriberEntity[]> {
    return this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }
}
