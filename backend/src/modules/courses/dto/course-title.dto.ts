import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';
import { CoursesErrors, MAX_TITLE } from '../courses.errors';

// A new module's or lesson's title, or a module's new one. Validators run bottom-up.
export class CourseTitleDto {
  @ApiProperty({ example: 'Getting started', minLength: 1, maxLength: MAX_TITLE })
  @Transform(trimmed)
  @MaxLength(MAX_TITLE, { message: CoursesErrors.titleTooLong })
  @IsNotEmpty({ message: CoursesErrors.titleRequired })
  @IsString({ message: CoursesErrors.titleRequired })
  title: string;
}
