import { describe, expect, it } from 'vitest';
import { changeOf, figureText } from './figures';

describe("a figure's change against the period before", () => {
  it('is a count’s change in per cent', () => {
    expect(changeOf(150, 100, 'count')).toEqual({ direction: 'up', text: '+50%' });
    expect(changeOf(75, 100, 'cents')).toEqual({ direction: 'down', text: '−25%' });
    expect(changeOf(7, 7, 'count')).toEqual({ direction: 'same', text: 'no change' });
  });

  it('is new when there was nothing before', () => {
    expect(changeOf(3, 0, 'count')).toEqual({ direction: 'up', text: 'new' });
    expect(changeOf(0, 0, 'count')).toEqual({ direction: 'same', text: 'no change' });
  });

  it('is a rate’s difference in percentage points', () => {
    expect(changeOf(0.125, 0.1, 'rate')).toEqual({ direction: 'up', text: '+2.5 points' });
    expect(changeOf(0.3, 0.5, 'rate')).toEqual({ direction: 'down', text: '−20 points' });
    expect(changeOf(0.50001, 0.5, 'rate')).toEqual({ direction: 'same', text: 'no change' });
  });
});

describe('a figure', () => {
  it('reads as a number, dollars or a percentage', () => {
    expect(figureText(12345, 'count')).toBe('12,345');
    expect(figureText(123456, 'cents')).toBe('$1,234.56');
    expect(figureText(0.1234, 'rate')).toBe('12.3%');
  });
});
