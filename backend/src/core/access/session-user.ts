import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

// What the session carries for a signed-in visitor (req.user, set by passport).
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  createdAt: Date;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().user as SessionUser,
);
