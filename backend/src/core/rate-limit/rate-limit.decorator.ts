import { SetMetadata } from '@nestjs/common';

// A budget of `limit` requests per `windowSeconds` for one caller, counted per client IP, per
// e-mail address in the body, or per signed-in user. Several may apply to one route.
export interface RateLimitRule {
  name: string;
  by: 'ip' | 'email' | 'user';
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = 'rate-limits';
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMITS, rules);
