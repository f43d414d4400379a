import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { TwoFactorErrors } from './two-factor.errors';

// a code of the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx), spaces allowed
const CODE = /^\s*(\d\s*){6}$|^\s*[a-z0-9]{5}[\s-]?[a-z0-9]{5}\s*$/i;

// A body's code field: a code of the authenticator app or a recovery code.
export const TwoFactorCodeField = (options: { required?: boolean } = {}) =>
  applyDecorators(
    ApiProperty({
      example: '123456',
      maxLength: 20,
      required: options.required ?? true,
      description: 'The 6-digit code the authenticator app shows now, or an unused recovery code (xxxxx-xxxxx)',
    }),
    Matches(CODE, { message: TwoFactorErrors.codeFormat }),
    IsString({ message: TwoFactorErrors.codeFormat }),
  );

export class TwoFactorCodeDto {
  @TwoFactorCodeField()
  code: string;
}

export class TwoFactorStatusDto {
  @ApiProperty({ description: 'Signing in takes a code after the password' })
  enabled: boolean;

  @ApiProperty({ description: 'Recovery codes not used yet (0 while two-factor is off)', minimum: 0 })
  recoveryCodesLeft: number;
}

export class TwoFactorSetupDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXP', description: 'The secret in base32, for typing into an app by hand' })
  secret: string;

  @ApiProperty({
    example:
      'otpauth://totp/Coach:ada%40example.com?issuer=Coach&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    description: 'What the QR code holds',
  })
  otpauthUrl: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ example: 'Two-factor sign-in is on.' })
  message: string;

  @ApiProperty({
    type: [String],
    example: ['k7m2p-x9q4r'],
    description: `${RECOVERY_CODE_COUNT} single-use codes, shown this once`,
  })
  recoveryCodes: string[];
}

// The answer to a right password on an account with two-factor on: the code comes next.
export class SecondFactorRequiredDto {
  @ApiProperty({ example: true, description: 'Always true: send a code to POST /api/auth/login/code' })
  secondFactorRequired: true;

  @ApiProperty({ example: 'Enter the 6-digit code from your authenticator app.' })
  message: string;
}
