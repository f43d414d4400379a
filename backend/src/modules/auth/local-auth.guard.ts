import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../core/http/validation.pipe';
import { LoginDto } from './dto/login.dto';

// Guards run before pipes, so the body is validated here first; then passport-local checks the
// credentials and logs the user in, which regenerates the session id (passport ≥ 0.6).
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body ?? {}, { type: 'body', metatype: LoginDto });
    const ok = (await super.canActivate(context)) as boolean;
    if (ok) await super.logIn(req);
    return ok;
  }
}
