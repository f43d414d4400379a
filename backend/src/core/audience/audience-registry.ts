import { Injectable } from '@nestjs/common';
import type { AudienceCondition } from './audience-conditions';

// The kinds of segment condition the modules registered (audience-conditions.ts), by type.
@Injectable()
export class AudienceRegistry {
  private readonly conditions = new Map<string, AudienceCondition>();

  register<A>(condition: AudienceCondition<A>): void {
    if (this.conditions.has(condition.type)) throw new Error(`Condition "${condition.type}" is registered twice`);
    this.conditions.set(condition.type, condition as AudienceCondition);
  }

  find(type: string): AudienceCondition | undefined {
    return this.conditions.get(type);
  }

  all(): AudienceCondition[] {
    return [...this.conditions.values()];
  }
}
