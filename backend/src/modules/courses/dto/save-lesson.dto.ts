import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { int4Schema } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { trimmed } from '../../../core/http/transforms';
import { CoursesErrors, MAX_BODY, MAX_DRIP_DAYS, MAX_TITLE } from '../courses.errors';
import { LESSON_STATUSES } from '../entities/course-lesson.entity';

// The lesson editor's Save: only the fields sent change. Validators run bottom-up.
export class SaveLessonDto {
  @ApiPropertyOptional({ example: 'Why calm beats loud', minLength: 1, maxLength: MAX_TITLE })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(MAX_TITLE, { message: CoursesErrors.titleTooLong })
  @IsNotEmpty({ message: CoursesErrors.titleRequired })
  @IsString({ message: CoursesErrors.titleRequired })
  title?: string;

  @ApiPropertyOptional({ maxLength: MAX_BODY, description: 'HTML from the editor; sanitised on save like a post' })
  @Omittable()
  @MaxLength(MAX_BODY, { message: CoursesErrors.bodyTooLong })
  @IsString({ message: CoursesErrors.bodyNotText })
  bodyHtml?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://youtu.be/dQw4w9WgXcQ',
    description:
      'A YouTube or Vimeo link; empty or null clears a link video (an uploaded file is removed with DELETE …/video)',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @Transform(trimmed)
  @MaxLength(500, { message: CoursesErrors.badVideoLink })
  @IsString({ message: CoursesErrors.videoUrlNotText })
  videoUrl?: string | null;

  @ApiPropertyOptional({ description: 'Open to everybody, signed in or not' })
  @Omittable()
  @IsBoolean({ message: CoursesErrors.freePreview })
  freePreview?: boolean;

  @ApiPropertyOptional({ ...int4Schema(0, MAX_DRIP_DAYS), description: 'Days after enrolment before it opens' })
  @Omittable()
  @Max(MAX_DRIP_DAYS, { message: CoursesErrors.dripDays })
  @Min(0, { message: CoursesErrors.dripDays })
  @IsInt({ message: CoursesErrors.dripDays })
  dripDays?: number;

  @ApiPropertyOptional({ enum: LESSON_STATUSES, description: 'Students see published lessons only' })
  @Omittable()
  @IsIn(LESSON_STATUSES, { message: CoursesErrors.status })
  status?: (typeof LESSON_STATUSES)[number];
}
