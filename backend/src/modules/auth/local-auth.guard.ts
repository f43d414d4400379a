import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { markProven } from '../../core/access/recent-proof';
import { createValidationPipe } from '../../core/http/validation.pipe';
import { tooManyAttempts } from '../../core/rate-limit/too-many-attempts';
import { LoginDto } from './dto/login.dto';
import { SignInThrottle } from './sign-in-throttle';
import type { UserEntity } from './entities/user.entity';
import { awaitSecondFactor } from './two-factor/pending-sign-in';
import { TwoFactorService } from './two-factor/two-factor.service';

// Guards run before pipes, so the body is validated here first; then the sign-in limits are
// applied, passport-local checks the credentials and logs the user in, which regenerates the
// session id (passport ≥ 0.6); an account with two-factor on is not signed in yet: its code comes
// next (AuthController's login/code).
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly throttle: SignInThrottle,
    private readonly twoFactor: TwoFactorService,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const body = (req.body = await this.validation.transform(req.body ?? {}, { type: 'body', metatype: LoginDto }));
    const attempt = { email: (body as LoginDto).email, ip: req.ip ?? 'unknown' };
    const retryAfter = await this.throttle.admit(attempt);
    if (retryAfter !== null) throw tooManyAttempts(http.getResponse<Response>(), retryAfter);
    const ok = (await super.canActivate(context)) as boolean;
    if (ok) {
      await this.throttle.succeeded(attempt);
      const { id } = req.user as UserEntity;
      if (await this.twoFactor.isEnabled(id)) await awaitSecondFactor(req, id);
      else {
        await super.logIn(req);
        markProven(req);
      }
    }
    return ok;
  }
}
