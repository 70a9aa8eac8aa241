import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/** The few CBOR shapes WebAuthn needs: small maps, integers, byte and text strings. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | Record<string, unknown>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, val]) => [cbor(k as Cbor), cbor(val as Cbor)])]);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/**
 * A passkey authenticator in software (EC P-256, attestation 'none'), for tests: it answers the
 * options our server hands out as a browser with a phone's fingerprint would, and lets a test
 * bend what a real one never would (its counter, the origin, the challenge).
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly id = b64url(this.credentialId);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;
  /** The user handle the registration options gave (resident credential). */
  userHandle = '';

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpId = 'localhost',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicJwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  private coseKey(): Buffer {
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
  }

  private authData(flags: number, withCredential: boolean, rpId = this.rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (withCredential) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), len, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answered, as RegistrationResponseJSON. */
  register(options: { challenge: string; user?: { id: string } }, bend: { origin?: string; challenge?: string; userVerified?: boolean } = {}) {
    this.userHandle = options.user?.id ?? '';
    const clientDataJSON = this.clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const flags = FLAG_UP | FLAG_AT | (bend.userVerified === false ? 0 : FLAG_UV);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: this.authData(flags, true) });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /**
   * navigator.credentials.get() answered, as AuthenticationResponseJSON. Each call counts one use
   * (`counter` may be set back by a test to play a cloned authenticator).
   */
  assert(options: { challenge: string }, bend: { origin?: string; challenge?: string; userVerified?: boolean; rpId?: string } = {}) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const authenticatorData = this.authData(FLAG_UP | (bend.userVerified === false ? 0 : FLAG_UV), false, bend.rpId);
    const signer = createSign('sha256');
    signer.update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
    const signature = signer.sign(this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
