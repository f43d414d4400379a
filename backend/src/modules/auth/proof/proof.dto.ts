import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../../core/http/omittable';
import { credentialAnswer } from '../passkeys/passkey.dto';
import { TwoFactorCodeField } from '../two-factor/two-factor.dto';

export type ProofKind = 'password' | 'code';

export class ProofStatusDto {
  @ApiProperty({ description: 'Whether the actions that ask for a recent proof go through now' })
  fresh: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the last proof counts (null: this session never proved anything)',
  })
  provenUntil: string | null;

  @ApiProperty({
    enum: ['password', 'code'],
    description: 'What POST /api/auth/reauthenticate takes: the password, or (two-factor on) a code',
  })
  asks: ProofKind;

  @ApiProperty({ description: 'Whether the account has a passkey, which POST /api/auth/reauthenticate also takes' })
  passkeys: boolean;
}

// The password, or, on an account with two-factor sign-in on, a code of the app or a recovery code;
// or, on any account, one of its passkeys.
export class ReauthenticateDto {
  @ApiProperty({ required: false, minLength: 1, maxLength: 200, description: 'The account’s password' })
  @Omittable()
  @MaxLength(200, { message: 'Your password is not correct.' })
  @IsString({ message: 'Enter your password.' })
  password?: string;

  @TwoFactorCodeField({ required: false })
  @Omittable()
  code?: string;

  @credentialAnswer(
    'Instead of the password or the code: a passkey of the account answering POST /api/auth/passkey/options ' +
      '(AuthenticationResponseJSON)',
    false,
  )
  @Omittable()
  @IsObject({ message: 'The passkey’s answer is missing.' })
  passkey?: Record<string, unknown>;
}
