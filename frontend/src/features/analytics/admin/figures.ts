// How the Analytics tab writes its figures, and each figure's change against the period before.
const NUMBER = new Intl.NumberFormat('en-US');
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export type FigureKind = 'count' | 'cents' | 'rate';

export function figureText(value: number, kind: FigureKind): string {
  if (kind === 'cents') return DOLLARS.format(value / 100);
  if (kind === 'rate') return PERCENT.format(value);
  return NUMBER.format(value);
}

export interface Change {
  direction: 'up' | 'down' | 'same';
  // '+12%', '−3.5 points' (a rate's change is the difference of the two rates), 'new' or 'no change'
  text: string;
}

const SAME: Change = { direction: 'same', text: 'no change' };
const signed = (direction: 'up' | 'down', amount: string) => `${direction === 'up' ? '+' : '−'}${amount}`;

// A count's change in per cent of the previous period's; a rate's in percentage points.
export function changeOf(current: number, previous: number, kind: FigureKind): Change {
  const direction = current > previous ? 'up' : 'down';
  if (kind === 'rate') {
    const points = Math.round(Math.abs(current - previous) * 1000) / 10;
    return points === 0 ? SAME : { direction, text: signed(direction, `${NUMBER.format(points)} points`) };
  }
  if (current === previous) return SAME;
  if (previous === 0) return { direction, text: 'new' };
  return { direction, text: signed(direction, PERCENT.format(Math.abs(current - previous) / previous)) };
}
