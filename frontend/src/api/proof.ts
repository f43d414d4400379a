// "Confirm it's you": some actions answer 403 with `reauthenticate: true` when the owner last gave
// their password (or a code) more than a few minutes ago (the API's RecentProof). The screen that
// can ask (ProofDialog, on the admin and account pages) registers here; the base query then asks
// it and sends the request once more after a proof. Several requests waiting share one question.
type ProofAsker = () => Promise<boolean>;

let asker: ProofAsker | null = null;
let pending: Promise<boolean> | null = null;

export function registerProofAsker(ask: ProofAsker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

// true once the owner proved who they are; false when they cancelled, or nothing can ask
export function askForProof(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = null;
  });
  return pending;
}

// the API's one error shape, with `reauthenticate: true` (core/http/all-exceptions.filter.ts)
export const asksForProof = (status: number, body: string): boolean =>
  status === 403 && body.includes('"reauthenticate":true');
