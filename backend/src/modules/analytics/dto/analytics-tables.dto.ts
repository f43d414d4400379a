import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../core/http/int4';

const COUNT = int4Schema(0);
const CENTS = { ...COUNT, description: 'Net of refunds, in cents' };
const TEXT_OR_NULL = { type: String, nullable: true } as const;

// The tables of the Analytics tab, each for a range of days.

export class AnalyticsPageDto {
  @ApiProperty({ example: '/blog/hello-world' }) path: string;
  @ApiProperty({ ...TEXT_OR_NULL, description: "The post's, product's or course's title when the path is one" })
  title: string | null;
  @ApiProperty(COUNT) views: number;
  @ApiProperty({ ...COUNT, description: 'Distinct visitors of each day, added up' }) visitors: number;
  @ApiProperty({ ...COUNT, description: 'Visits that started on this page' }) entries: number;
  @ApiProperty({ ...COUNT, description: 'New subscribers whose visit started on this page' }) subscribers: number;
  @ApiProperty({ ...COUNT, description: 'Paid orders whose visit started on this page' }) orders: number;
  @ApiProperty(CENTS) revenueCents: number;
}

export class AnalyticsPagesDto {
  @ApiProperty({ type: [AnalyticsPageDto], description: 'The 100 most viewed pages, most viewed first' })
  items: AnalyticsPageDto[];
}

export class AnalyticsSourceDto {
  @ApiProperty({ ...TEXT_OR_NULL, example: 'news.ycombinator.com', description: 'null: none (typed in, a bookmark)' })
  referrerHost: string | null;
  @ApiProperty({ ...TEXT_OR_NULL, example: 'newsletter' }) utmSource: string | null;
  @ApiProperty({ ...TEXT_OR_NULL, example: 'email' }) utmMedium: string | null;
  @ApiProperty({ ...TEXT_OR_NULL, example: 'spring-sale' }) utmCampaign: string | null;
  @ApiProperty({ ...COUNT, description: 'Visits that came from this source' }) visits: number;
  @ApiProperty({ ...COUNT, description: 'Distinct visitors of each day, added up' }) visitors: number;
  @ApiProperty(COUNT) subscribers: number;
  @ApiProperty({ ...COUNT, description: 'Paid orders' }) orders: number;
  @ApiProperty(CENTS) revenueCents: number;
}

export class AnalyticsSourcesDto {
  @ApiProperty({ type: [AnalyticsSourceDto], description: 'Sources and campaigns, most visits first' })
  items: AnalyticsSourceDto[];
}

export class AnalyticsPostDto {
  @ApiProperty(ID_SCHEMA) postId: number;
  @ApiProperty({ example: 'hello-world' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ ...COUNT, description: 'Views of /blog/{slug}' }) views: number;
  @ApiProperty({ ...COUNT, description: 'Distinct visitors of each day, added up' }) visitors: number;
  @ApiProperty({ ...COUNT, description: 'Readers who subscribed in a visit that started on the post' })
  subscribers: number;
  @ApiProperty({ ...COUNT, description: "The post's newsletter mails delivered" }) newsletterSent: number;
  @ApiProperty({ ...COUNT, description: "The post's newsletter mails that failed" }) newsletterFailed: number;
}

export class AnalyticsPostsDto {
  @ApiProperty({
    type: [AnalyticsPostDto],
    description: 'The posts viewed in the range, most viewed first, then those published in it (at most 100)',
  })
  items: AnalyticsPostDto[];
}

export class AnalyticsDeviceDto {
  @ApiProperty({ enum: ['desktop', 'mobile', 'tablet'] }) device: 'desktop' | 'mobile' | 'tablet';
  @ApiProperty(COUNT) visitors: number;
  @ApiProperty(COUNT) views: number;
}

export class AnalyticsDevicesDto {
  @ApiProperty({ type: [AnalyticsDeviceDto], description: 'Each kind of device seen, most views first' })
  items: AnalyticsDeviceDto[];
}
