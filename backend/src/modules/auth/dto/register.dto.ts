import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailField } from '../../../core/http/email-field';
import { trimmed } from '../../../core/http/transforms';

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;

  @ApiProperty({ example: 'correct horse', minLength: 6, maxLength: 200 })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString({ message: 'Password is required' })
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
