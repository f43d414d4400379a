import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2025-06-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [10, 'Just now'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [2 * 3600, '2 hours ago'],
    [27 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [15 * 24 * 3600, '2 weeks ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(timeAgo(ago(seconds), now)).toBe(text);
  });
});
