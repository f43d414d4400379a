import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../../core/http/email-field';
import { trimmed } from '../../../core/http/transforms';
import { PasswordField } from './password-field';

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;

  @PasswordField()
  password: string;

  @ApiProperty({ example: 'Ada', minLength: 1, maxLength: 100 })
  @Transform(trimmed)
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @IsNotEmpty({ message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName: string;

  @ApiProperty({ example: 'Lovelace', minLength: 1, maxLength: 100 })
  @Transform(trimmed)
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName: string;
}
