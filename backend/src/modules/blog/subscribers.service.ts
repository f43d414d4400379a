import { Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { BlogErrors } from './blog.errors';
import { SubscriberEntity } from './entities/subscriber.entity';
import { SubscribersRepository } from './subscribers.repository';

@Injectable()
export class SubscribersService {
  constructor(private readonly subscribers: SubscribersRepository) {}

  // Idempotent: a known address is (re)activated, never duplicated; the caller's answer is the
  // same either way, so it does not reveal who is subscribed.
  async subscribe(email: string): Promise<void> {
    await this.subscribers.upsertActive(email.trim().toLowerCase(), randomBytes(24).toString('base64url'));
  }

  async findByToken(token: string): Promise<SubscriberEntity> {
    const subscriber = token ? await this.subscribers.findByToken(token) : null;
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
    return this.subscribers.list();
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }
}
