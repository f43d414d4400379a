import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

// The browser's side of passkeys (navigator.credentials, through @simplewebauthn/browser), in a
// chunk of its own that load-passkey-browser.ts downloads only when a passkey is used.
// The API's options and the browser's answers are WebAuthn's JSON, an open object in the contract.
type Json = { [key: string]: unknown };

export async function createPasskey(options: Json): Promise<Json> {
  try {
    return {
      ...(await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON })),
    };
  } catch (error) {
    throw told(error);
  }
}

export async function answerWithPasskey(options: Json): Promise<Json> {
  try {
    return {
      ...(await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON })),
    };
  } catch (error) {
    throw told(error);
  }
}

// What to tell the person when the browser's part failed (passkeyMessage reads it): they closed
// the prompt (or it timed out), the browser has no passkeys, or this one is registered already.
function told(error: unknown): unknown {
  const name = (error as { name?: string } | null)?.name;
  const message =
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'The passkey request was cancelled or timed out.'
      : name === 'InvalidStateError'
        ? 'This passkey is already registered.'
        : error instanceof Error && /not supported/i.test(error.message)
          ? 'This browser does not support passkeys.'
          : null;
  if (!message) return error;
  return Object.assign(new Error(message), { name: 'PasskeyProblem' });
}
