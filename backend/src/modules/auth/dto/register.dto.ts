import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../../core/http/email-field';
import { trimmed } from '../../../core/http/transforms';
import { PasswordField } from './password-field';
import { UserDto } from './user.dto';

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

export class RegisteredDto {
  @ApiProperty({
    example: 'Thank you for registering. You are signed in. We have sent a mail to confirm your address.',
  })
  message: string;

  @ApiProperty({
    type: UserDto,
    nullable: true,
    description:
      'The new account, now signed in (a session starts, as at sign-in); null when the address already has an ' +
      'account: nobody is signed in, and its owner is told by mail',
  })
  user: UserDto | null;
}
