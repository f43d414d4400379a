import type { ConversionRow, VisitEntry } from '../attribution/conversions.repository';
import { figuresBy, rate, sourceKey } from './conversion-figures';

const entry = (path: string, source: Partial<VisitEntry> = {}): VisitEntry => ({
  path,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  ...source,
});
const subscriber = (refId: number, at: VisitEntry): ConversionRow => ({ kind: 'subscriber', refId, entry: at });
const order = (refId: number, at: VisitEntry): ConversionRow => ({ kind: 'order', refId, entry: at });

describe('figuresBy', () => {
  it('adds up the subscribers, and the paid orders with their revenue, of each entry', () => {
    const post = entry('/blog/calm');
    const conversions = [
      subscriber(1, post),
      subscriber(2, post),
      order(10, post),
      order(11, post),
      order(12, entry('/')),
    ];
    // order 11 was never paid; order 12 was refunded in full
    const paid = new Map([
      [10, 4999],
      [12, 0],
    ]);
    expect(figuresBy(conversions, paid, (e) => e.path)).toEqual(
      new Map([
        ['/blog/calm', { subscribers: 2, orders: 1, revenueCents: 4999 }],
        ['/', { subscribers: 0, orders: 1, revenueCents: 0 }],
      ]),
    );
  });

  it('leaves out a conversion whose visit is unknown', () => {
    expect(figuresBy([{ kind: 'subscriber', refId: 1, entry: null }], new Map(), (e) => e.path)).toEqual(new Map());
  });
});

describe('sourceKey', () => {
  it('is the same for a source whose unknown parts are null or empty', () => {
    const fromConversion = entry('/', { referrerHost: 't.co', utmCampaign: 'spring' });
    const fromRollup = { referrerHost: 't.co', utmSource: '', utmMedium: '', utmCampaign: 'spring' };
    expect(sourceKey(fromConversion)).toBe(sourceKey(fromRollup));
    expect(sourceKey(fromConversion)).not.toBe(sourceKey({ ...fromRollup, utmMedium: 'spring' }));
  });
});

describe('rate', () => {
  it('is the share to four places, and 0 of nothing', () => {
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(1, 1)).toBe(1);
    expect(rate(0, 0)).toBe(0);
  });
});
