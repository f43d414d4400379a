import { describe, expect, it } from 'vitest';
import type { AnalyticsSourceDto } from './api';
import { sourceName } from './reports';

const source = (parts: Partial<AnalyticsSourceDto>): AnalyticsSourceDto => ({
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  visits: 1,
  visitors: 1,
  subscribers: 0,
  orders: 0,
  revenueCents: 0,
  ...parts,
});

describe("a source's referrer, as the sources table names it", () => {
  it('is the referring site, whatever the tags', () => {
    expect(sourceName(source({ referrerHost: 'news.example.com' }))).toBe('news.example.com');
    expect(sourceName(source({ referrerHost: 'news.example.com', utmSource: 'hn' }))).toBe('news.example.com');
  });

  it('is none for a tagged link that came without a referrer, whichever tag it has', () => {
    expect(sourceName(source({ utmSource: 'newsletter' }))).toBe('');
    expect(sourceName(source({ utmMedium: 'email' }))).toBe('');
    expect(sourceName(source({ utmCampaign: 'spring-sale' }))).toBe('');
  });

  it('is Direct with no referrer and no tag at all', () => {
    expect(sourceName(source({}))).toBe('Direct');
  });
});
