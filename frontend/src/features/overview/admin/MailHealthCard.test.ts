import { describe, expect, it } from 'vitest';
import { age } from './MailHealthCard';

describe("the mail card's age of the oldest waiting mail", () => {
  it.each([
    [null, '—'],
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [86_399, '23 h'],
    [3 * 86_400 + 5, '3 d'],
  ])('%s seconds read "%s"', (seconds, text) => expect(age(seconds)).toBe(text));
});
