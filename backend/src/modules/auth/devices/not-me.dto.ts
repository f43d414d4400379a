import { ApiProperty } from '@nestjs/swagger';

export class NotMeDto {
  @ApiProperty({ example: 'Your account has been signed out everywhere. Choose a new password now.' })
  message: string;

  @ApiProperty({ example: 'kF3x…', description: 'A password-reset token for /reset-password?token=…, valid one hour' })
  resetToken: string;
}
