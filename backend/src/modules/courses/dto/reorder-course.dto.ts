import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, ValidateNested } from 'class-validator';
import { ID_SCHEMA } from '../../../core/http/int4';
import { CoursesErrors } from '../courses.errors';

// More than any course has; bounds the work of a request.
const MAX_ITEMS = 1000;

export class ModuleOrderDto {
  @ApiProperty(ID_SCHEMA)
  @IsInt({ message: CoursesErrors.badOrder })
  id: number;

  @ApiProperty({
    type: 'array',
    items: ID_SCHEMA,
    description: "The module's lessons in order (they may come from another module)",
  })
  @ArrayMaxSize(MAX_ITEMS, { message: CoursesErrors.badOrder })
  @IsInt({ each: true, message: CoursesErrors.badOrder })
  @IsArray({ message: CoursesErrors.badOrder })
  lessonIds: number[];
}

// The course's whole order: every module once, each with every lesson it is to hold.
export class ReorderCourseDto {
  @ApiProperty({ type: [ModuleOrderDto], description: 'Every module and lesson of the course exactly once, in order' })
  @ValidateNested({ each: true, message: CoursesErrors.badOrder })
  @Type(() => ModuleOrderDto)
  @ArrayMaxSize(MAX_ITEMS, { message: CoursesErrors.badOrder })
  @IsArray({ message: CoursesErrors.badOrder })
  modules: ModuleOrderDto[];
}
