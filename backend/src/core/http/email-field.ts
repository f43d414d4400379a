import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from './transforms';

// A required e-mail address with the site's messages. applyDecorators applies in array order and
// the first rule applied is checked first: required, then length, then format.
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Email is required' }),
    IsNotEmpty({ message: 'Email is required' }),
    MaxLength(254, { message: 'Email must be at most 254 characters' }),
    IsEmail({}, { message: 'Please enter a valid email' }),
    Transform(trimmed),
  );
}
