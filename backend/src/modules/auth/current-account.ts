import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from './entities/user.entity';

// The signed-in account as this module's SessionSerializer loads it: the whole row (less the
// password hash), where other modules see only core's SessionUser.
export const CurrentAccount = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().user as UserEntity,
);
