import { randomBytes } from 'node:crypto';
import { decryptValue, encryptValue } from 'latchkey/plugins';

const INFO = 'latchkey:webhook-secret';

/**
 * A new signing secret in the Standard Webhooks form: `whsec_` and 32 random
 * bytes in base64.
 *
 * @example
 * generateWebhookSecret(); // 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Encrypts a secret for the database with a key derived from the auth secret:
 * signing needs the secret itself, so it cannot be stored hashed.
 *
 * @example
 * await db.create({ model: 'webhookEndpoint', data: { secret: await sealSecret(secret, auth.secrets) } });
 */
export function sealSecret(secret: string, secrets: readonly string[]): Promise<string> {
  return encryptValue(secret, secrets, { info: INFO });
}

/** Opens a secret sealed by {@link sealSecret}; null when no auth secret opens it. */
export function openSecret(sealed: string, secrets: readonly string[]): Promise<string | null> {
  return decryptValue(sealed, secrets, { info: INFO });
}
