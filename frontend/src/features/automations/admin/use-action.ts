import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';

// One request of an Automations screen at a time (a save, a delete, a send): busy while it runs; a
// refusal is shown as the server's sentence ("This segment is used by …") in a toast titled
// `failed`. `run` answers what the request answered, or undefined when it was refused.
export function useAction() {
  const [busy, setBusy] = useState(false);
  async function run<T>(request: () => Promise<T>, failed: string): Promise<T | undefined> {
    setBusy(true);
    try {
      return await request();
    } catch (error) {
      toast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
