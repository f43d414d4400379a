import { BadRequestException, type HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { tooManyAttempts } from '../../../core/rate-limit/too-many-attempts';
import type { CodeCheck } from './two-factor.service';
import { TwoFactorErrors } from './two-factor.errors';

// Goes on when the code was right; otherwise the one 429 of the rate limits, or the wrong-code
// error (401 while signing in, 400 on the account's own page).
export function rightCode(
  check: CodeCheck,
  res: Response,
  wrong: new (message: string) => HttpException = BadRequestException,
): void {
  if (check.ok) return;
  if (check.retryAfterSeconds !== null) throw tooManyAttempts(res, check.retryAfterSeconds);
  throw new wrong(TwoFactorErrors.codeWrong);
}
