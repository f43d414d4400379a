import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

function wait(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  if (m <= 1) return 'a minute';
  return m < 120 ? `${m} minutes` : `${Math.ceil(m / 60)} hours`;
}

// The one 429 of every rate limit: a readable wait and Retry-After in seconds.
export function tooManyAttempts(res: Response, retryAfterSeconds: number): HttpException {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  return new HttpException(
    `Too many attempts. Please try again in ${wait(retryAfterSeconds)}.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
