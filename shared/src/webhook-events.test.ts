import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_VALUES, WEBHOOK_TEST_EVENT } from './webhook-events';

describe('the webhook events', () => {
  it('are the issue’s thirteen, each once, the test event apart', () => {
    expect(WEBHOOK_EVENT_VALUES).toHaveLength(13);
    expect(new Set(WEBHOOK_EVENT_VALUES).size).toBe(13);
    expect(WEBHOOK_EVENT_VALUES).not.toContain(WEBHOOK_TEST_EVENT);
  });
});
