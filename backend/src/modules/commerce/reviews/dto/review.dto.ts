import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { ID_SCHEMA } from '../../../../core/http/int4';
import { trimmed } from '../../../../core/http/transforms';

export class SaveReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Max(5, { message: 'The rating must be from 1 to 5 stars' })
  @Min(1, { message: 'The rating must be from 1 to 5 stars' })
  @IsInt({ message: 'The rating must be from 1 to 5 stars' })
  rating: number;

  @ApiProperty({ maxLength: 2000, example: 'Clear, practical and kind. I use it every week.' })
  @Transform(trimmed)
  @MaxLength(2000, { message: 'The review must be at most 2000 characters' })
  @IsNotEmpty({ message: 'Please write a few words about it' })
  @IsString({ message: 'Please write a few words about it' })
  body: string;
}

export class ReviewDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() body: string;
  @ApiProperty({ example: 'Ada L.', description: 'The buyer’s first name and initial' }) author: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Hidden by the owner (only admins see hidden reviews)' }) hidden: boolean;
}

export class ProductReviewsDto {
  @ApiProperty({ type: [ReviewDto], description: 'Newest first; hidden ones only for an admin' })
  reviews: ReviewDto[];
  @ApiProperty({ description: 'The signed-in visitor bought it (paid, not refunded) and has not reviewed it yet' })
  canReview: boolean;
}
