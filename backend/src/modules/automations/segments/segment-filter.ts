import { BadRequestException, Injectable } from '@nestjs/common';
import { type AudienceCondition, ConditionError, SqlParams } from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';
import { AutomationErrors, MAX_CONDITIONS } from '../automations.errors';

// A segment's filter as the owner saves it (docs/automations.md, "Segments").
export interface SegmentFilter {
  match: 'all' | 'any';
  conditions: ({ type: string; negate?: boolean } & Record<string, unknown>)[];
}

// A filter checked: each condition with its kind and its parsed fields.
export interface CheckedFilter {
  match: 'all' | 'any';
  conditions: { condition: AudienceCondition; arg: unknown; negate: boolean }[];
  // the filter as it is stored (the owner's fields, and nothing else)
  saved: SegmentFilter;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The one reading of a segment's filter: checked against the kinds of condition the modules
// registered (a wrong one is a 400 naming the condition and why), and turned into one boolean SQL
// expression over the person `c` (contacts), so the database counts and lists a segment.
@Injectable()
export class SegmentFilters {
  constructor(private readonly registry: AudienceRegistry) {}

  check(raw: unknown): CheckedFilter {
    if (!isObject(raw)) throw new BadRequestException(AutomationErrors.filter);
    const match = raw.match ?? 'all';
    if (match !== 'all' && match !== 'any') throw new BadRequestException(AutomationErrors.match);
    const list = raw.conditions;
    if (!Array.isArray(list) || list.length < 1 || list.length > MAX_CONDITIONS)
      throw new BadRequestException(AutomationErrors.conditions);
    const known = this.registry.all().map((c) => c.type);
    const conditions = list.map((fields: unknown, index) => {
      if (!isObject(fields)) throw new BadRequestException(AutomationErrors.condition(index, 'it must be an object.'));
      const condition = this.registry.find(String(fields.type));
      if (!condition) throw new BadRequestException(AutomationErrors.conditionType(fields.type, known));
      if (fields.negate !== undefined && typeof fields.negate !== 'boolean')
        throw new BadRequestException(AutomationErrors.condition(index, 'negate must be true or false.'));
      try {
        return { condition, arg: condition.parse(fields), negate: fields.negate === true, fields };
      } catch (error) {
        if (error instanceof ConditionError)
          throw new BadRequestException(AutomationErrors.condition(index, error.message));
        throw error;
      }
    });
    return {
      match,
      conditions,
      saved: { match, conditions: conditions.map(({ fields }) => fields as SegmentFilter['conditions'][number]) },
    };
  }

  // the filter's SQL over `c`, its values added to `params`
  sql(filter: CheckedFilter, params: SqlParams): string {
    const parts = filter.conditions.map(({ condition, arg, negate }) => {
      const sql = `(${condition.sql(arg, params)})`;
      return negate ? `NOT ${sql}` : sql;
    });
    return `(${parts.join(filter.match === 'all' ? ' AND ' : ' OR ')})`;
  }

  // a saved filter (checked when it was saved; checked again, as a module's kinds may have changed)
  sqlOfSaved(saved: unknown, params: SqlParams): string {
    return this.sql(this.check(saved), params);
  }
}

export { SqlParams };
