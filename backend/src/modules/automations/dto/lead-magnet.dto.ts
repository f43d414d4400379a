import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, ValidateIf, Min } from 'class-validator';
import { EmailField } from '../../../core/http/email-field';
import { ID_SCHEMA, MaxInt4 } from '../../../core/http/int4';
import { AutomationErrors } from '../automations.errors';
import { OptionalId } from './optional-id';

export class SaveLeadMagnetDto {
  @ApiProperty({ example: 'calm-leader-guide', description: 'Its page: /free/{slug}' })
  @IsString({ message: AutomationErrors.slug })
  slug: string;

  @ApiProperty({ example: 'The Calm Leader’s Guide', maxLength: 150 })
  @IsString({ message: AutomationErrors.leadMagnetTitle })
  title: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString({ message: AutomationErrors.leadMagnetDescription })
  description?: string;

  @ApiProperty({ ...ID_SCHEMA, description: 'A digital product with a file: the guide' })
  @MaxInt4('productId')
  @Min(1, { message: AutomationErrors.leadMagnetProduct })
  @IsInt({ message: AutomationErrors.leadMagnetProduct })
  productId: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'guide',
    description: 'Given to each person who confirms',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: AutomationErrors.tag })
  tag?: string | null;

  @OptionalId(
    'sequenceId',
    'sequence',
    'The sequence each person who confirms enters: an active one, or a paused one (they wait there until it resumes); a draft is refused',
  )
  sequenceId?: number | null;

  @ApiPropertyOptional({ description: 'Its form under every post' })
  @IsOptional()
  @IsBoolean({ message: 'showOnPosts must be true or false' })
  showOnPosts?: boolean;

  @ApiPropertyOptional({ description: 'Offered (default true)' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class LeadMagnetDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty(ID_SCHEMA) productId: number;
  @ApiProperty({ type: String, nullable: true }) tag: string | null;
  @ApiProperty({ ...ID_SCHEMA, nullable: true }) sequenceId: number | null;
  @ApiProperty() showOnPosts: boolean;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class PublicLeadMagnetDto {
  @ApiProperty({ example: 'calm-leader-guide' }) slug: string;
  @ApiProperty({ example: 'The Calm Leader’s Guide' }) title: string;
  @ApiProperty() description: string;
}

export class ClaimLeadMagnetDto {
  @ApiProperty({ example: 'reader@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;
}

export class ConfirmClaimDto {
  @ApiProperty({ description: "The token of the mail's link" })
  @MaxLength(200, { message: AutomationErrors.claimToken })
  @IsString({ message: AutomationErrors.claimToken })
  token: string;
}

export class ConfirmedClaimDto {
  @ApiProperty() title: string;
  @ApiProperty({ example: '/api/lead-magnets/download?token=…' }) downloadUrl: string;
}

export class ClaimAcceptedDto {
  @ApiProperty({ example: 'Check your inbox: we sent you a link to the guide.' }) message: string;
}
