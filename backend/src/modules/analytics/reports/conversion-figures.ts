import type { ConversionRow, VisitEntry } from '../attribution/conversions.repository';

// What the visits of a page or a source brought: new subscribers, and paid orders with their
// revenue net of refunds.
export interface Figures {
  subscribers: number;
  orders: number;
  revenueCents: number;
}

export const noFigures = (): Figures => ({ subscribers: 0, orders: 0, revenueCents: 0 });

// The figures of each key the conversions' entries map to; an order counts once it is paid
// (`paid`: its revenue by order id).
export function figuresBy(
  conversions: ConversionRow[],
  paid: Map<number, number>,
  keyOf: (entry: VisitEntry) => string,
): Map<string, Figures> {
  const figures = new Map<string, Figures>();
  for (const { kind, refId, entry } of conversions) {
    if (!entry || (kind === 'order' && !paid.has(refId))) continue;
    const key = keyOf(entry);
    const of = figures.get(key) ?? noFigures();
    if (kind === 'subscriber') of.subscribers++;
    else {
      of.orders++;
      of.revenueCents += paid.get(refId)!;
    }
    figures.set(key, of);
  }
  return figures;
}

// a source as one key: its four parts, '' where unknown (as the rollups keep them)
export const sourceKey = (s: {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}): string => JSON.stringify([s.referrerHost ?? '', s.utmSource ?? '', s.utmMedium ?? '', s.utmCampaign ?? '']);

// the share `part / whole`, 0 for nothing, to four places
export const rate = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
