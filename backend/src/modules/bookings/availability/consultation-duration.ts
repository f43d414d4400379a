import { MAX_DURATION, MIN_DURATION } from './dto/consultation-settings.dto';

// A session's length suggested from a consultation product's duration text until the owner saves
// one: '60 min', '90 minutes', '1 hour', '1.5 hours', '1 hr 30 min'; anything else (or a length
// the sessions cannot have) suggests 60.
export const DEFAULT_DURATION = 60;

const PART = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)(?![a-z])/gi;

export function durationMinutesOf(text: string | null): number {
  let minutes = 0;
  for (const [, amount, unit] of (text ?? '').matchAll(PART))
    minutes += Number(amount) * (unit.toLowerCase().startsWith('h') ? 60 : 1);
  const whole = Math.round(minutes);
  return whole >= MIN_DURATION && whole <= MAX_DURATION ? whole : DEFAULT_DURATION;
}
