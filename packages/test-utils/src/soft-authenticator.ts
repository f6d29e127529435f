// A software authenticator for tests: real P-256 keys, real CBOR attestation
// objects and real ECDSA signatures over real authenticator data, exactly as a
// platform authenticator produces them (attestation format "none"). Nothing is
// mocked: the server verifies these with @simplewebauthn/server like any other.
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';

type Bytes = Uint8Array<ArrayBuffer>;

const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

interface StoredCredential {
  id: Bytes;
  key: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** What a ceremony may change, to play a browser on another site or a cloned key. */
export interface CeremonyOptions {
  /** The page's origin the browser reports. Defaults to the test instance's. */
  origin?: string;
  /** The RP ID the authenticator scopes the credential to. Defaults to the options' one. */
  rpId?: string;
  /** Whether the user was verified (PIN, biometric). Defaults to true. */
  userVerified?: boolean;
}

const sha256 = (data: Uint8Array | string): Bytes => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (value: number): Bytes => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/**
 * A resident-key authenticator with user verification, like the browser's
 * virtual authenticator (ctap2, internal transport).
 */
export function softAuthenticator(input: { origin: string; backedUp?: boolean }) {
  const credentials: StoredCredential[] = [];
  const backupFlags = input.backedUp ? BE | BS : 0;

  function authData(rpId: string, flags: number, counter: number, attested?: Bytes): Bytes {
    return isoUint8Array.concat([sha256(rpId), new Uint8Array([flags]), uint32(counter), ...(attested ? [attested] : [])]);
  }

  function clientData(type: string, challenge: string, origin: string): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    credentials,
    /** `navigator.credentials.create()`: a new credential and its attestation. */
    create(options: PublicKeyCredentialCreationOptionsJSON, ceremony: CeremonyOptions & { credential?: number } = {}): RegistrationResponseJSON {
      const rpId = ceremony.rpId ?? options.rp.id ?? new URL(input.origin).hostname;
      // `credential` attests an existing credential again (what ignoring excludeCredentials looks like).
      const existing = ceremony.credential === undefined ? undefined : credentials[ceremony.credential];
      const { publicKey, privateKey } = existing
        ? { publicKey: createPublicKey(existing.key), privateKey: existing.key }
        : generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const id: Bytes = existing?.id ?? new Uint8Array(randomBytes(16));
      const idLength = new Uint8Array([id.length >> 8, id.length & 0xff]);
      const attested = isoUint8Array.concat([new Uint8Array(16), idLength, id, cose]);
      const flags = UP | (ceremony.userVerified === false ? 0 : UV) | backupFlags | AT;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Bytes>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(rpId, flags, 0, attested)],
        ]),
      );
      if (!existing) credentials.push({ id, key: privateKey, rpId, userHandle: options.user.id, counter: 0 });
      const credentialId = isoBase64URL.fromBuffer(id);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, ceremony.origin ?? input.origin),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    /**
     * `navigator.credentials.get()`: an assertion by the newest credential (or
     * the one named), its counter moved forward unless `counter` says otherwise.
     */
    get(options: PublicKeyCredentialRequestOptionsJSON, ceremony: CeremonyOptions & { credential?: number; counter?: number } = {}): AuthenticationResponseJSON {
      const credential = credentials[ceremony.credential ?? credentials.length - 1];
      if (!credential) throw new Error('no credential on this authenticator');
      credential.counter = ceremony.counter ?? credential.counter + 1;
      const rpId = ceremony.rpId ?? options.rpId ?? credential.rpId;
      const data = authData(rpId, UP | (ceremony.userVerified === false ? 0 : UV) | backupFlags, credential.counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin ?? input.origin);
      const signature = sign('sha256', isoUint8Array.concat([data, sha256(isoBase64URL.toBuffer(clientDataJSON))]), credential.key);
      const credentialId = isoBase64URL.fromBuffer(credential.id);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON,
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
