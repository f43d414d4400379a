import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA } from '../../../core/http/int4';
import { SUPPRESSION_REASONS, type SuppressionReason } from '../../../core/mail/mail-suppression';
import { ExportedMarketingDto } from '../../automations';
import { ExportedConversationDto } from '../../chat';
import { ExportedCommentDto } from '../../comments';
import { OrderDto } from '../../commerce';
import { ExportedMembershipsDto, ExportedPlanDto } from '../../memberships';
import { LIST_STATUSES, type ListStatus } from './email-preferences.dto';

// The account's data export: what the site keeps about the account, in one JSON file. No password
// hash, no token of any kind (links, unsubscribe links, sessions, payments) is ever in it.

export class ExportedProfileDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'Waiting for its confirmation' })
  pendingEmail: string | null;
  @ApiProperty() emailConfirmed: boolean;
  @ApiProperty({ enum: ['customer', 'admin'] }) role: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) passwordChangedAt: string | null;
}

export class ExportedSubscriptionDto {
  @ApiProperty({ enum: LIST_STATUSES }) status: ListStatus;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last joined' })
  subscribedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Daily Blog Posts only' })
  confirmedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unsubscribedAt: string | null;
}

export class ExportedPreferencesDto {
  @ApiProperty({ type: ExportedSubscriptionDto }) dailyBlogPosts: ExportedSubscriptionDto;
  @ApiProperty({ type: ExportedSubscriptionDto }) productUpdates: ExportedSubscriptionDto;
}

// The clean list's word on the account's address (see the README's "E-mail": a clean list).
export class ExportedDeliverabilityDto {
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({
    type: String,
    enum: SUPPRESSION_REASONS,
    nullable: true,
    description: 'Why mail stopped going to the address (null: it goes)',
  })
  undeliverable: SuppressionReason | null;
  @ApiProperty({ type: String, nullable: true, description: "The mail server's answer or the note behind it" })
  detail: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) since: string | null;
  @ApiProperty({ description: 'Temporary refusals (4xx) counted for the address' }) softBounces: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSoftBounceAt: string | null;
}

export class ExportedDownloadDto {
  @ApiProperty(ID_SCHEMA) orderId: number;
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty() title: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ type: String, format: 'date-time' }) purchasedAt: string;
}

export class ExportedDeviceDto {
  @ApiProperty({ example: 'Firefox 128' }) browser: string;
  @ApiProperty({ example: 'macOS' }) os: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it signed in' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'The device that asked for this export' }) current: boolean;
}

export class ExportedPasskeyDto {
  @ApiProperty({ description: 'The name its owner gave it' }) name: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt: string | null;
}

export class ExportedEnrolmentDto {
  @ApiProperty({ description: "The course's title" }) course: string;
  @ApiProperty({ type: String, format: 'date-time' }) enrolledAt: string;
  @ApiProperty({
    enum: ['purchase', 'owner', 'membership'],
    description: 'Bought, enrolled by the owner, or included with a membership',
  })
  source: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When every lesson was complete' })
  completedAt: string | null;
  @ApiProperty({ description: 'Whether the e-mails about newly opened lessons come' }) dripMails: boolean;
}

export class ExportedCompletedLessonDto {
  @ApiProperty({ description: "The course's title" }) course: string;
  @ApiProperty({ description: "The lesson's title" }) title: string;
  @ApiProperty({ type: String, format: 'date-time' }) completedAt: string;
}

export class ExportedCoursesDto {
  @ApiProperty({ type: [ExportedEnrolmentDto], description: 'The courses the account is enrolled in' })
  enrolments: ExportedEnrolmentDto[];
  @ApiProperty({ type: [ExportedCompletedLessonDto], description: 'The lessons marked complete' })
  completedLessons: ExportedCompletedLessonDto[];
}

export class ExportedSessionDto {
  @ApiProperty({ description: "The consultation's title" }) title: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) endsAt: string;
  @ApiProperty({
    enum: ['held', 'confirmed', 'cancelled', 'released'],
    description: 'held: kept for a checkout; confirmed: booked; released: a hold given up',
  })
  status: string;
  @ApiProperty({ example: 'Europe/Berlin', description: 'The time zone it was booked in' }) customerTimeZone: string;
}

export class ExportedBookingsDto {
  @ApiProperty({ type: [ExportedSessionDto], description: 'Every session booked, by its time' })
  sessions: ExportedSessionDto[];
}

export class ExportedConversionDto {
  @ApiProperty({ enum: ['order', 'subscriber'], description: 'An order, or the subscription to the newsletter' })
  kind: string;
  @ApiProperty({ ...ID_SCHEMA, type: Number, nullable: true, description: 'The order (null for the subscription)' })
  orderId: number | null;
  @ApiProperty({ type: String, format: 'date', description: 'The day it was made' }) day: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/blog/hello',
    description: 'The first page of the visit it came from (null: no visit was counted)',
  })
  entryPath: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'news.example.org',
    description: 'The site that visit came from',
  })
  referrerHost: string | null;
  @ApiProperty({ type: String, nullable: true, description: "That visit's utm_source" }) utmSource: string | null;
  @ApiProperty({ type: String, nullable: true, description: "That visit's utm_medium" }) utmMedium: string | null;
  @ApiProperty({ type: String, nullable: true, description: "That visit's utm_campaign" }) utmCampaign: string | null;
}

export class AccountExportDto {
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt: string;
  @ApiProperty({ example: 'Coach site', description: 'The site the account belongs to' }) site: string;
  @ApiProperty({ type: ExportedProfileDto }) profile: ExportedProfileDto;
  @ApiProperty({ type: ExportedPreferencesDto }) emailPreferences: ExportedPreferencesDto;
  @ApiProperty({ type: ExportedDeliverabilityDto, description: 'Whether mail still reaches the address' })
  mailDeliverability: ExportedDeliverabilityDto;
  @ApiProperty({ type: [OrderDto], description: 'Every order, whatever became of it, newest first' })
  orders: OrderDto[];
  @ApiProperty({ type: [ExportedDownloadDto], description: 'The files bought (download them from the account page)' })
  downloads: ExportedDownloadDto[];
  @ApiProperty({ type: ExportedCoursesDto, description: 'Courses enrolled in and the lessons completed' })
  courses: ExportedCoursesDto;
  @ApiProperty({ type: ExportedBookingsDto, description: 'Sessions booked with the owner' })
  bookings: ExportedBookingsDto;
  @ApiProperty({ type: ExportedMembershipsDto, description: 'Memberships and their invoices' })
  memberships: ExportedMembershipsDto;
  @ApiProperty({ type: [ExportedPlanDto], description: 'Products bought in instalments: each plan and its schedule' })
  plans: ExportedPlanDto[];
  @ApiProperty({
    type: [ExportedConversionDto],
    description: 'Where the orders and the newsletter subscription came from (the visit before them), by day',
  })
  analytics: ExportedConversionDto[];
  @ApiProperty({
    type: ExportedMarketingDto,
    nullable: true,
    description: 'Tags, sequences, opens and clicks and guides of the marketing list (null: not on it)',
  })
  marketing: ExportedMarketingDto | null;
  @ApiProperty({
    type: [ExportedConversationDto],
    description:
      'What the account asked the site’s assistant while signed in, and its answers (as long as they are kept)',
  })
  assistant: ExportedConversationDto[];
  @ApiProperty({ type: [ExportedCommentDto], description: 'Comments written under blog posts, oldest first' })
  comments: ExportedCommentDto[];
  @ApiProperty({ type: [ExportedDeviceDto], description: 'The devices signed in now' })
  devices: ExportedDeviceDto[];
  @ApiProperty({ type: [ExportedPasskeyDto], description: 'The passkeys that sign in to the account (no key)' })
  passkeys: ExportedPasskeyDto[];
}
