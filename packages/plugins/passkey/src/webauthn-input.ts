import type { Zod } from 'latchkey/plugins';

// Bounded base64url strings: a browser's answer is a few kilobytes at most.
const b64url = (z: Zod, max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/);
const transports = (z: Zod) => z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);

/** A `RegistrationResponseJSON`, as `@simplewebauthn/browser`'s `startRegistration` answers it. */
export const registrationResponseInput = (z: Zod) => z.object({
  id: b64url(z, 1400),
  rawId: b64url(z, 1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(z, 4096),
    attestationObject: b64url(z, 16384),
    authenticatorData: b64url(z, 16384).optional(),
    transports: transports(z).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(z, 4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** An `AuthenticationResponseJSON`, as `startAuthentication` answers it. */
export const authenticationResponseInput = (z: Zod) => z.object({
  id: b64url(z, 1400),
  rawId: b64url(z, 1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(z, 4096),
    authenticatorData: b64url(z, 16384),
    signature: b64url(z, 2048),
    userHandle: b64url(z, 512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A passkey's display name. */
export const passkeyName = (z: Zod) => z.string().trim().min(1).max(255);
