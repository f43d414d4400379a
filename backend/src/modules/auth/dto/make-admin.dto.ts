import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { trimmed } from '../../../core/http/transforms';

const BOTH = 'Please provide both email and admin secret.';

export class MakeAdminDto {
  @ApiProperty({
    example: 'ada@example.com',
    minLength: 1,
    maxLength: 254,
    description: 'The signed-in account’s own e-mail',
  })
  @Transform(trimmed)
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsNotEmpty({ message: BOTH })
  @IsString({ message: BOTH })
  email: string;

  @ApiProperty({ minLength: 1, maxLength: 500, description: 'The server’s ADMIN_SECRET' })
  @MaxLength(500, { message: 'Invalid credentials. Please check your email and admin secret.' })
  @IsNotEmpty({ message: BOTH })
  @IsString({ message: BOTH })
  adminSecret: string;
}

export class MakeAdminResponseDto {
  @ApiProperty({ example: 'Admin access granted' })
  message: string;
}
