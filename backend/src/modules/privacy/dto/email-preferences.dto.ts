import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { PrivacyErrors } from '../privacy.errors';
import { Omittable } from '../../../core/http/omittable';

export const LIST_STATUSES = ['subscribed', 'awaiting-confirmation', 'not-subscribed'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export class EmailListDto {
  @ApiProperty({
    enum: LIST_STATUSES,
    description:
      "'awaiting-confirmation': on, but nothing is mailed until the address is confirmed (the daily blog e-mail: " +
      'the link mailed for it; product updates: the account’s own confirmation link)',
  })
  status: ListStatus;

  @ApiProperty({ example: 'ada@example.com', format: 'email', description: 'The address the list mails' })
  email: string;
}

// The account page's Email Preferences.
export class EmailPreferencesDto {
  @ApiProperty({
    type: EmailListDto,
    description: "Daily Blog Posts: the newsletter subscription of the account's address",
  })
  dailyBlogPosts: EmailListDto;

  @ApiProperty({ type: EmailListDto, description: 'Product Updates: a mail when the owner announces a new product' })
  productUpdates: EmailListDto;
}

// Each list left out stays as it is.
export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional({ description: 'On: subscribe (confirmed addresses at once); off: unsubscribe' })
  @Omittable()
  @IsBoolean({ message: PrivacyErrors.preferenceNotBoolean('dailyBlogPosts') })
  dailyBlogPosts?: boolean;

  @ApiPropertyOptional({ description: 'On: join the Product Updates list; off: leave it' })
  @Omittable()
  @IsBoolean({ message: PrivacyErrors.preferenceNotBoolean('productUpdates') })
  productUpdates?: boolean;
}
