import { ApiProperty } from '@nestjs/swagger';
import { AlertRecipientDto } from '../../alerts';

// The "make it yours" checklist of a fresh site (true: done); the card hides once all four are.
export class MakeItYoursDto {
  @ApiProperty({ description: 'The site name differs from the default and the owner name is set' })
  siteName: boolean;

  @ApiProperty({ description: "The owner's photo is uploaded" })
  ownerPhoto: boolean;

  @ApiProperty({ description: 'Contact e-mail and phone are set and differ from the samples' })
  contactDetails: boolean;

  @ApiProperty({ description: 'At least one product has an image' })
  productImage: boolean;
}

// How the mail outbox is doing (every kind of mail the site sends).
export class MailHealthDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Waiting to be sent (perhaps for a retry)' })
  pending: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Being handed to the mail server now' })
  sending: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    nullable: true,
    example: null,
    description: 'Seconds since the oldest waiting mail was queued; null when none is waiting',
  })
  oldestPendingSeconds: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Failed for good in the last 24 hours' })
  failedLast24h: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 0,
    description: 'Interrupted by a crash in the last 24 hours and, by their kind, not sent again',
  })
  unresolvedLast24h: number;
}

// How the latest backups went (scheduled ones and `make backup`).
export class BackupHealthDto {
  @ApiProperty({ description: 'BACKUP_CRON is set: the site makes backups on a schedule' })
  scheduled: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    nullable: true,
    example: 3600,
    description: 'Seconds since the last backup succeeded; null when none has',
  })
  lastSucceededSecondsAgo: number | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    nullable: true,
    example: null,
    description: 'Seconds since the last backup failed; null when none has',
  })
  lastFailedSecondsAgo: number | null;
}

// Paid orders' totals (a refunded order counts for nothing), by the day they were paid in the
// site's time zone (Site settings).
export class RevenueDto {
  @ApiProperty({ example: '$74.98', description: 'Since midnight' })
  today: string;

  @ApiProperty({ example: '$412.50', description: 'The last 7 days, today included' })
  last7Days: string;

  @ApiProperty({ example: '$1,296.40', description: 'The last 30 days, today included' })
  last30Days: string;
}

export class LatestOrderDto {
  @ApiProperty({ type: 'integer', example: 57 })
  id: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ enum: ['completed', 'refunded'] })
  status: string;

  @ApiProperty({ example: '$24.99' })
  totalAmount: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Casey Buyer',
    description: "The buyer's name, else their e-mail; null once their account is deleted",
  })
  buyer: string | null;

  @ApiProperty({ type: [String], example: ['The Calm Leader Workbook'] })
  items: string[];
}

export class SalesDto {
  @ApiProperty({ type: RevenueDto })
  revenue: RevenueDto;

  @ApiProperty({ type: [LatestOrderDto], description: 'The 5 newest paid or refunded orders' })
  latestOrders: LatestOrderDto[];
}

// What the admin dashboard's Overview tab shows: how many of each, not the lists themselves.
export class OverviewCountsDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 42 })
  subscribers: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 2,
    description: 'Of them, added in the last 7 days ("+2 from last week")',
  })
  subscribersFromLastWeek: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 7 })
  messages: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 1,
    description: 'Of them, arrived since midnight in the site\'s time zone (PUBLISH_TZ) ("+1 new today")',
  })
  messagesToday: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 30, description: 'Every post, published and queued' })
  posts: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 24 })
  publishedPosts: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 6 })
  products: number;

  @ApiProperty({ type: MakeItYoursDto })
  makeItYours: MakeItYoursDto;

  @ApiProperty({ type: MailHealthDto })
  mail: MailHealthDto;

  @ApiProperty({ type: SalesDto })
  sales: SalesDto;

  @ApiProperty({ type: BackupHealthDto })
  backups: BackupHealthDto;

  @ApiProperty({ type: AlertRecipientDto, description: "Where the owner's alerts are e-mailed" })
  alerts: AlertRecipientDto;
}
