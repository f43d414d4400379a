import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export const MIN_PASSWORD_LENGTH = 6;

// A password an account will use: the spec's 6-character rule and its message. The first rule
// applied is checked first: required, then the length.
export function PasswordField(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'correct horse', minLength: MIN_PASSWORD_LENGTH, maxLength: 200, description }),
    IsString({ message: 'Password is required' }),
    MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );
}
