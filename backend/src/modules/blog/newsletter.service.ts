import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NewsletterRepository } from './newsletter.repository';

// Queues a post's e-mail. Called inside the transaction that makes the post live, so a post is
// never live without its e-mail queued, nor queued without being live.
@Injectable()
export class NewsletterService {
  constructor(private readonly newsletter: NewsletterRepository) {}

  // Returns how many subscribers the e-mail is queued for.
  async enqueueIssue(tx: EntityManager, postId: number): Promise<number> {
    const issueId = await this.newsletter.createIssue(tx, postId);
    if (issueId === null) return 0; // already e-mailed
    return this.newsletter.queueDeliveries(tx, issueId);
  }
}
