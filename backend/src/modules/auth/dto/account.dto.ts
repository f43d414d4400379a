import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../../core/http/email-field';
import { PasswordField } from './password-field';
import { RegisterDto } from './register.dto';

// The bodies of the account's own changes and of the links mailed to it.

// Edit Profile: the names change at once, a new e-mail address once it is confirmed.
export class UpdateProfileDto extends PickType(RegisterDto, ['firstName', 'lastName', 'email'] as const) {}

export class ChangePasswordDto {
  @ApiProperty({ minLength: 1, maxLength: 200, description: 'The password the account has now' })
  @MaxLength(200, { message: 'Your current password is not correct.' })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @PasswordField('The new password')
  password: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: 254 })
  @EmailField()
  email: string;
}

// the token of a link from a mail (a malformed one is refused with 400, an unknown one with 410:
// the page shows both as a link that does not work)
export class LinkTokenDto {
  @ApiProperty({ example: 'kF3x…', minLength: 1, maxLength: 200 })
  @MaxLength(200, { message: 'This link is not valid.' })
  @IsNotEmpty({ message: 'This link is not valid.' })
  @IsString({ message: 'This link is not valid.' })
  token: string;
}

export class ResetPasswordDto extends LinkTokenDto {
  @PasswordField('The new password')
  password: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Your password has been changed.' })
  message: string;
}

export class EmailConfirmedDto {
  @ApiProperty({
    enum: ['confirmed', 'already-confirmed'],
    description: "'already-confirmed': the link had been used (the address is confirmed all the same)",
  })
  status: 'confirmed' | 'already-confirmed';

  @ApiProperty({ example: 'ada@example.com', description: 'The confirmed address: the sign-in address from now on' })
  email: string;
}
