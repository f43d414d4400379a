// Who a segment is about, and what each module can say of them. The automations module keeps one
// person per address (its contacts row, alias `c` in every segment query); the facts about a person
// live in the modules that own them (purchases in commerce, courses, memberships, bookings, the
// daily e-mail in blog, a first visit's source in analytics). Each such module registers its kinds
// of condition here at start, with the SQL that tests one person, so a segment is one query that
// crosses no module's tables from outside (eslint-rules/table-borders.mjs) and the database counts it.

// The person's columns a condition may use.
export const PERSON = {
  id: 'c.id',
  email: 'c.email',
  userId: 'c.user_id',
  subscriberId: 'c.subscriber_id',
  firstOrderId: 'c.first_order_id',
} as const;

// The parameters of the query a condition's SQL joins: add() answers the placeholder of a value.
export class SqlParams {
  readonly values: unknown[];

  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// A condition's fields as the owner saved them (JSON), beside its `type` and `negate`.
export type ConditionFields = Record<string, unknown>;

// A readable reason a condition's fields are wrong (answered as a 400).
export class ConditionError extends Error {}

export interface AudienceCondition<A = unknown> {
  // its `type` in a segment's filter
  type: string;
  // what the owner's list of conditions calls it
  label: string;
  // its fields checked and typed; throws ConditionError with a sentence when they are wrong
  parse(fields: ConditionFields): A;
  // a boolean SQL expression over the person (PERSON), its values placed through `params`
  sql(arg: A, params: SqlParams): string;
}

// a whole number from `min` to `max`, or a ConditionError naming the field
export function wholeNumber(fields: ConditionFields, name: string, min: number, max: number): number {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ConditionError(`${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

// one of `choices`, or a ConditionError naming the field
export function oneOf<T extends string>(fields: ConditionFields, name: string, choices: readonly T[]): T {
  const value = fields[name];
  if (typeof value !== 'string' || !choices.includes(value as T))
    throw new ConditionError(`${name} must be one of ${choices.join(', ')}.`);
  return value as T;
}

// a product id (the largest int4), optional when `optional`
export function productId(fields: ConditionFields, optional: true): number | null;
export function productId(fields: ConditionFields, optional?: false): number;
export function productId(fields: ConditionFields, optional = false): number | null {
  if (optional && (fields.productId === undefined || fields.productId === null)) return null;
  return wholeNumber(fields, 'productId', 1, 2_147_483_647);
}
