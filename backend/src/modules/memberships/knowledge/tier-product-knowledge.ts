import { Injectable } from '@nestjs/common';
import type { ProductTypeKnowledge } from '../../commerce';
import { TiersRepository } from '../repositories/tiers.repository';
import { tierTerms } from './tier-words';

// What the assistant's facts of the products say of a membership tier: its prices and trial.
@Injectable()
export class TierProductKnowledge implements ProductTypeKnowledge {
  readonly noun = 'membership';
  readonly keywords = 'membership member members subscription subscribe join monthly yearly trial tier plan';
  readonly tables = ['membership_tiers'];

  constructor(private readonly tiers: TiersRepository) {}

  async sentences(): Promise<Map<number, string[]>> {
    return new Map((await this.tiers.all()).map((t) => [t.productId, tierTerms(t)]));
  }
}
