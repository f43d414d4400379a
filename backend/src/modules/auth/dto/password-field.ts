import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

// A password an account will use: the spec's 6-character rule and its message. The first rule
// applied is checked first: required, then the length.
export function PasswordField(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'correct horse', minLength: 6, maxLength: 200, description }),
    IsString({ message: 'Password is required' }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );
}
