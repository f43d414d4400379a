import { ApiProperty } from '@nestjs/swagger';
import { int4Schema } from '../../../core/http/int4';

const COUNT = int4Schema(0);
const RATE = { type: 'number', minimum: 0, maximum: 1 } as const;
const DAY = { type: String, format: 'date', example: '2026-03-14' } as const;

// The figures of a period: what the visitors did and what it brought.
export class AnalyticsTotalsDto {
  @ApiProperty({ ...COUNT, description: 'Distinct visitors of each day, added up over the days' }) visitors: number;
  @ApiProperty({ ...COUNT, description: 'Page views' }) views: number;
  @ApiProperty({ ...COUNT, description: 'Visits: views of a visitor on a day with gaps under 30 minutes' })
  visits: number;
  @ApiProperty({ ...RATE, description: 'The share of visits with a single view' }) bounceRate: number;
  @ApiProperty({ ...COUNT, description: 'New newsletter subscribers' }) subscribers: number;
  @ApiProperty({ ...COUNT, description: 'Of those, the ones who confirmed' }) confirmedSubscribers: number;
  @ApiProperty({ ...RATE, description: 'confirmedSubscribers / subscribers' }) confirmedRate: number;
  @ApiProperty({ ...COUNT, description: 'Orders paid (free ones too), on the day they were paid' }) orders: number;
  @ApiProperty({ ...COUNT, description: 'What those orders brought, net of refunds, in cents' })
  revenueCents: number;
  @ApiProperty({ ...RATE, description: 'Paid orders per visit' }) conversionRate: number;
}

// One day of the chart.
export class AnalyticsSeriesDayDto {
  @ApiProperty(DAY) day: string;
  @ApiProperty(COUNT) visitors: number;
  @ApiProperty(COUNT) views: number;
  @ApiProperty(COUNT) subscribers: number;
  @ApiProperty(COUNT) orders: number;
  @ApiProperty({ ...COUNT, description: 'Net of refunds, in cents' }) revenueCents: number;
}

// The order bumps and upsells of the orders paid in the period (commerce's figures).
export class AnalyticsOffersDto {
  @ApiProperty({ ...COUNT, description: 'Paid orders whose checkout showed an order bump' }) bumpsOffered: number;
  @ApiProperty({ ...COUNT, description: 'Of those, the ones that took it' }) bumpsTaken: number;
  @ApiProperty({ ...RATE, description: 'bumpsTaken / bumpsOffered' }) bumpRate: number;
  @ApiProperty({ ...COUNT, description: 'What the bumps brought, refunded ones left out, in cents' })
  bumpRevenueCents: number;
  @ApiProperty({ ...COUNT, description: 'Paid orders followed by a one-click upsell offer' }) upsellsOffered: number;
  @ApiProperty({ ...COUNT, description: 'Of those, the ones whose buyer took it' }) upsellsTaken: number;
  @ApiProperty({ ...RATE, description: 'upsellsTaken / upsellsOffered' }) upsellRate: number;
  @ApiProperty({ ...COUNT, description: 'What the upsells brought, refunded ones left out, in cents' })
  upsellRevenueCents: number;
}

// A period's figures beside those of the period of the same length just before it, and its days.
export class AnalyticsSummaryDto {
  @ApiProperty(DAY) from: string;
  @ApiProperty(DAY) to: string;
  @ApiProperty({ ...DAY, description: 'The first day of the period before' }) previousFrom: string;
  @ApiProperty({ ...DAY, description: 'The last day of the period before (the day before `from`)' })
  previousTo: string;
  @ApiProperty({ type: AnalyticsTotalsDto }) current: AnalyticsTotalsDto;
  @ApiProperty({ type: AnalyticsTotalsDto }) previous: AnalyticsTotalsDto;
  @ApiProperty({ type: [AnalyticsSeriesDayDto], description: 'Every day from `from` to `to`, in order, zeros filled' })
  series: AnalyticsSeriesDayDto[];
  @ApiProperty({
    type: AnalyticsOffersDto,
    description: 'Order bumps and upsells of the period (their revenue is in `revenueCents` too)',
  })
  offers: AnalyticsOffersDto;
}
