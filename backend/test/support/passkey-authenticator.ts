import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

// A passkey made in the test, as a platform authenticator would answer navigator.credentials:
// an EC P-256 key (COSE alg -7), attestation 'none', user present and verified, a signature
// counter that goes up by one per use (unless told otherwise). Answers are the JSON the browser
// library (@simplewebauthn/browser) sends.

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
// user present, user verified; AT: attested credential data follows
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  challenge: string;
  // where the browser says the page is, and the RP id the authenticator signs for
  origin: string;
  rpId: string;
}

export class TestPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  // false: the authenticator says the user was present but not verified (no PIN, no fingerprint)
  userVerified = true;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  // The answer to navigator.credentials.create() for these options.
  register(c: Ceremony) {
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(c.rpId, AT),
      Buffer.alloc(16), // aaguid
      idLength,
      this.credentialId,
      Buffer.from(encodeCBOR(cose)),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return this.answer({
      clientDataJSON: clientData('webauthn.create', c),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  // The answer to navigator.credentials.get(): signed with the next counter (or the one given).
  assert(c: Ceremony, counter = this.counter + 1) {
    this.counter = counter;
    const authData = this.authDataHead(c.rpId, 0);
    const clientDataJSON = clientData('webauthn.get', c);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), {
      key: this.privateKey,
      dsaEncoding: 'der',
    });
    return this.answer({ clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature) });
  }

  private answer<R extends object>(response: R) {
    return { id: this.id, rawId: this.id, type: 'public-key', clientExtensionResults: {}, response };
  }

  private authDataHead(rpId: string, flags: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags | UP | (this.userVerified ? UV : 0)]), count]);
  }
}

function clientData(type: 'webauthn.create' | 'webauthn.get', c: Ceremony): string {
  return b64url(Buffer.from(JSON.stringify({ type, challenge: c.challenge, origin: c.origin, crossOrigin: false })));
}
