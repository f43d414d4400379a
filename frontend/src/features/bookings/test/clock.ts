import { afterEach, beforeEach, vi } from 'vitest';
import { NOW } from './bookings-api';

// The booking tests' clock: Date says NOW (timers run as usual, so waiting for the page works).
export function fixClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}
