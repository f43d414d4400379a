import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy } from 'class-validator';
import { ID_SCHEMA, MaxInt4 } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { trimmed } from '../../../core/http/transforms';
import { AssistantOwnerErrors as Errors, FAQ_ANSWER_MAX, FAQ_LINK_MAX, FAQ_QUESTION_MAX } from '../owner/owner.errors';

// a path of this site ('/refund-policy', not '//elsewhere') or an https address, nothing else
export function isFaqLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > FAQ_LINK_MAX || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

// a blank link is no link
const linkOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : (value as unknown);

export class SaveFaqDto {
  @ApiProperty({ example: 'Do you offer refunds?', minLength: 1, maxLength: FAQ_QUESTION_MAX })
  @Transform(trimmed)
  @MaxLength(FAQ_QUESTION_MAX, { message: Errors.question })
  @IsNotEmpty({ message: Errors.question })
  @IsString({ message: Errors.question })
  question: string;

  @ApiProperty({
    example: 'Yes: within 30 days of your purchase, in full.',
    minLength: 1,
    maxLength: FAQ_ANSWER_MAX,
    description: 'Plain text, as the assistant quotes it (no HTML)',
  })
  @Transform(trimmed)
  @Matches(/^(?![\s\S]*<\/?[a-z!][^>]*>)/i, { message: Errors.answerHtml })
  @MaxLength(FAQ_ANSWER_MAX, { message: Errors.answer })
  @IsNotEmpty({ message: Errors.answer })
  @IsString({ message: Errors.answer })
  answer: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: FAQ_LINK_MAX,
    example: '/refund-policy',
    description: 'Where the answer links: a path on this site or an https:// address (null or blank: none)',
  })
  @Transform(linkOrNull)
  @IsOptional()
  @ValidateBy({ name: 'isFaqLink', validator: { validate: isFaqLink } }, { message: Errors.link })
  link?: string | null;
}

export class CreateFaqDto extends SaveFaqDto {
  @ApiPropertyOptional({
    ...ID_SCHEMA,
    description: 'The asked question this entry answers: it, and every unanswered one of the same text, is marked',
  })
  @Omittable()
  @MaxInt4('questionId')
  @Min(1, { message: Errors.questionId })
  @IsInt({ message: Errors.questionId })
  questionId?: number;
}

export class FaqDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ example: 'Do you offer refunds?' }) question: string;
  @ApiProperty({ example: 'Yes: within 30 days of your purchase, in full.' }) answer: string;
  @ApiProperty({ type: String, nullable: true, example: '/refund-policy' }) link: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}
