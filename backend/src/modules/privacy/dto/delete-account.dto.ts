import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PrivacyErrors } from '../privacy.errors';

export class DeleteAccountDto {
  @ApiProperty({ minLength: 1, maxLength: 200, description: "The account's password, to confirm" })
  @MaxLength(200, { message: PrivacyErrors.passwordWrong })
  @IsNotEmpty({ message: PrivacyErrors.passwordRequired })
  @IsString({ message: PrivacyErrors.passwordRequired })
  password: string;
}

export class AccountDeletedDto {
  @ApiProperty({ example: 'Your account has been deleted.' })
  message: string;
}
