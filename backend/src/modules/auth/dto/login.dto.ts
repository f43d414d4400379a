import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';

const ALL_FIELDS = 'Please fill in all fields';

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com', minLength: 1, maxLength: 254 })
  @Transform(trimmed)
  @MaxLength(254, { message: 'Invalid email or password' })
  @IsNotEmpty({ message: ALL_FIELDS })
  @IsString({ message: ALL_FIELDS })
  email: string;

  @ApiProperty({ example: 'correct horse', minLength: 1, maxLength: 200 })
  @MaxLength(200, { message: 'Invalid email or password' })
  @IsNotEmpty({ message: ALL_FIELDS })
  @IsString({ message: ALL_FIELDS })
  password: string;
}
