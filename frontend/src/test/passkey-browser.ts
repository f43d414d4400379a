import { vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

// The browser's WebAuthn (window.PublicKeyCredential, navigator.credentials: the browser's, not our
// code) holding one passkey whose credential id is `id`: create() makes it, get() answers with it,
// and `cancel()` makes the next prompt be closed by the person, as the browser reports it.
export function stubPasskeyBrowser(id = 'cGFzc2tleS0x') {
  const credential = (response: object) => ({
    id,
    rawId: bytes(id),
    type: 'public-key',
    response,
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
  });
  const create = vi.fn(async () =>
    credential({ attestationObject: bytes('none'), clientDataJSON: bytes('{}'), getTransports: () => ['internal'] }),
  );
  const get = vi.fn(async () =>
    credential({
      authenticatorData: bytes('data'),
      clientDataJSON: bytes('{}'),
      signature: bytes('sig'),
      userHandle: null,
    }),
  );
  vi.stubGlobal('PublicKeyCredential', class {});
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true });
  const notAllowed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
  return { create, get, cancel: () => get.mockRejectedValueOnce(notAllowed()) };
}
