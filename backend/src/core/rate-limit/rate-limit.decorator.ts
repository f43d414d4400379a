import { SetMetadata } from '@nestjs/common';

// A budget of `limit` requests per `windowSeconds` for one caller, counted per client IP or per
// signed-in user. Several may apply to one route. (Sign-in has its own rule: auth/sign-in-throttle.)
export interface RateLimitRule {
  name: string;
  by: 'ip' | 'user';
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = 'rate-limits';
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMITS, rules);
