import { BadRequestException } from '@nestjs/common';
import { AutomationErrors } from '../automations.errors';

const TAG = /^[\p{L}\p{N} _-]{1,40}$/u;

// A tag as stored: trimmed, inner spaces single, lower-case ("VIP  list" is "vip list").
export function normaliseTag(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return TAG.test(tag) ? tag : null;
}

export function tagOrThrow(raw: unknown): string {
  const tag = normaliseTag(raw);
  if (!tag) throw new BadRequestException(AutomationErrors.tag);
  return tag;
}
