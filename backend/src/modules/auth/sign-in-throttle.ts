import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_DAY = 24 * 60 * 60;
// one address may get one account's password wrong 5 times per 15 minutes
const ADDRESS_FAILURES = 5;
// failures on one account from all addresses per day: the first 10 cost nothing (typos); from then
// on each attempt waits 2^(failures - 10) seconds before its password is checked: at most 2 for an
// address with fewer than 3 failures of its own on the account that day (the owner, usually), at
// most 8 for an address that keeps failing there
const FREE_ACCOUNT_FAILURES = 10;
const MAX_DELAY_SECONDS = 8;
const MAX_INNOCENT_DELAY_SECONDS = 2;
// past 100 in a day the account is being guessed from many addresses: each address then gets at
// most 3 failures on it per day, while an address that has not failed there is only delayed
const ACCOUNT_CEILING = 100;
const ADDRESS_FAILURES_UNDER_ATTACK = 3;

// How the throttle waits; tests give one that records the wait instead of sleeping.
export const SIGN_IN_WAIT = Symbol('SIGN_IN_WAIT');
export type SignInWait = (ms: number) => Promise<void>;
export const sleepFor: SignInWait = (ms) => sleep(ms);

export interface SignInAttempt {
  email: string;
  ip: string;
}

// The wait before a password is checked, from the account's failures of the day and those of the
// attempt's address on it (both before this attempt).
export function signInDelaySeconds(accountFailures: number, addressFailures: number): number {
  if (accountFailures < FREE_ACCOUNT_FAILURES) return 0;
  const cap = addressFailures < ADDRESS_FAILURES_UNDER_ATTACK ? MAX_INNOCENT_DELAY_SECONDS : MAX_DELAY_SECONDS;
  return Math.min(2 ** (accountFailures - FREE_ACCOUNT_FAILURES), cap);
}

// The sign-in rule of README's "Accounts and admin access": it slows a guesser and refuses an
// address that keeps failing, but failures from other addresses never refuse the owner nor make
// them wait more than 2 seconds. Every attempt is counted as a failure before its password is
// checked (so a burst cannot slip past the limits) and taken back when it succeeds.
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly limits: RateLimitService,
    @Inject(SIGN_IN_WAIT) private readonly wait: SignInWait,
  ) {}

  // Waits the account's delay, or answers the seconds the address must wait instead.
  async admit(attempt: SignInAttempt): Promise<number | null> {
    const keys = this.keys(attempt);
    const recent = await this.limits.hit(keys.address, ADDRESS_FAILURES, FIFTEEN_MINUTES);
    if (!recent.allowed) return recent.retryAfterSeconds;
    const failuresBefore = (await this.limits.hit(keys.account, Infinity, ONE_DAY)).count - 1;
    const today = await this.limits.hit(keys.addressToday, ADDRESS_FAILURES_UNDER_ATTACK, ONE_DAY);
    if (failuresBefore >= ACCOUNT_CEILING && !today.allowed) {
      await this.limits.undo(keys.account);
      return today.retryAfterSeconds;
    }
    const delay = signInDelaySeconds(failuresBefore, today.count - 1);
    if (delay > 0) await this.wait(delay * 1000);
    return null;
  }

  // A right password: this address starts afresh on the account, and the attempt was no failure.
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const keys = this.keys(attempt);
    await this.limits.forget([keys.address, keys.addressToday]);
    await this.limits.undo(keys.account);
  }

  private keys({ email, ip }: SignInAttempt) {
    const account = email.trim().toLowerCase();
    return {
      address: `sign-in-failures:address:${account}|${ip}`,
      addressToday: `sign-in-failures:address-day:${account}|${ip}`,
      account: `sign-in-failures:account:${account}`,
    };
  }
}
