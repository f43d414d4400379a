import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';

// One request of a membership screen at a time (a join, a card, a cancel, a tier's save): busy
// while it runs, and the server's refusal kept for the screen to say ('Your card was declined…').
// `run` answers what the request answered, or undefined when it was refused.
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run<T>(request: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setBusy(true);
    setRefusal(null);
    try {
      return await request();
    } catch (error) {
      setRefusal(serverMessage(error, fallback));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, refusal, run, clearRefusal: () => setRefusal(null) };
}

export type Request = ReturnType<typeof useRequest>;
