import { describe, expect, it } from 'vitest';
import { copyrightYears } from './site-defaults';

describe('the copyright years', () => {
  it('are the spec’s 2025 alone in 2025', () => {
    expect(copyrightYears(2025)).toBe('2025');
  });

  it('run from 2025 to the current year after it', () => {
    expect(copyrightYears(2026)).toBe('2025–2026');
    expect(copyrightYears(2031)).toBe('2025–2031');
  });
});
