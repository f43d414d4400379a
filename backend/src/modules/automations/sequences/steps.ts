import { BadRequestException } from '@nestjs/common';
import { AutomationErrors, MAX_STEPS } from '../automations.errors';
import { normaliseTag } from '../people/tags';

// A sequence's steps (docs/automations.md, "Sequences"): their types and fields as stored
// (sequence_steps.config), checked here.
export type StepConfig =
  | { type: 'wait'; amount: number; unit: 'hours' | 'days'; at: string | null }
  | { type: 'email'; subject: string; body: string }
  | { type: 'add-tag' | 'remove-tag'; tag: string }
  | { type: 'exit-if-bought'; productId: number };

export type StepType = StepConfig['type'];
export const STEP_TYPES: readonly StepType[] = ['wait', 'email', 'add-tag', 'remove-tag', 'exit-if-bought'];

// a step as the owner sends it: its id when it is one the sequence has (kept, not sent again)
export type StepInput = StepConfig & { id?: number };

const AT = /^([01]\d|2[0-3]):[0-5]\d$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkStep(raw: unknown, index: number): StepInput {
  const fail = (reason: string) => new BadRequestException(AutomationErrors.step(index, reason));
  if (!isObject(raw)) throw fail('it must be an object.');
  const id = raw.id === undefined || raw.id === null ? undefined : raw.id;
  if (id !== undefined && (typeof id !== 'number' || !Number.isInteger(id) || id < 1))
    throw fail('id must be a step id.');
  const withId = <S extends StepConfig>(step: S): StepInput =>
    id === undefined ? step : { ...step, id: id as number };
  switch (raw.type) {
    case 'wait': {
      const amount = raw.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 365)
        throw fail(AutomationErrors.waitAmount);
      if (raw.unit !== 'hours' && raw.unit !== 'days') throw fail(AutomationErrors.waitUnit);
      const at = raw.at === undefined || raw.at === null || raw.at === '' ? null : raw.at;
      if (at !== null && (typeof at !== 'string' || !AT.test(at))) throw fail(AutomationErrors.waitAt);
      return withId({ type: 'wait', amount, unit: raw.unit, at });
    }
    case 'email': {
      const subject = typeof raw.subject === 'string' ? raw.subject.trim() : '';
      if (!subject || subject.length > 200) throw fail(AutomationErrors.emailSubject);
      if (typeof raw.body !== 'string' || !raw.body.trim() || raw.body.length > 100_000)
        throw fail(AutomationErrors.emailBody);
      return withId({ type: 'email', subject, body: raw.body });
    }
    case 'add-tag':
    case 'remove-tag': {
      const tag = normaliseTag(raw.tag);
      if (!tag) throw fail(AutomationErrors.tag);
      return withId({ type: raw.type, tag });
    }
    case 'exit-if-bought': {
      const productId = raw.productId;
      if (typeof productId !== 'number' || !Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647)
        throw fail('productId must be the id of a product.');
      return withId({ type: 'exit-if-bought', productId });
    }
    default:
      throw new BadRequestException(AutomationErrors.stepType(index));
  }
}

export function checkSteps(raw: unknown): StepInput[] {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_STEPS)
    throw new BadRequestException(AutomationErrors.steps);
  return raw.map(checkStep);
}

// the step's fields as stored (its type is a column of its own)
export function configOf(step: StepInput): Record<string, unknown> {
  const { id: _id, type: _type, ...config } = step;
  return config;
}
