import { describe, expect, it } from 'vitest';
import { generateWebhookSecret } from './webhook-secret.js';
import { isWebhookSecret, resolveWebhooksOptions } from './webhooks-options.js';

describe('resolveWebhooksOptions', () => {
  it('completes the defaults', () => {
    expect(resolveWebhooksOptions()).toMatchObject({ maxAttempts: 8, retryBaseSeconds: 10, timeoutSeconds: 10, retentionDays: 30, adminRoles: ['admin'], allowPrivateTargets: false });
  });
  it('refuses endpoints without a whsec_ secret, duplicate ids and impossible numbers', () => {
    const url = 'https://hooks.example.com/';
    expect(() => resolveWebhooksOptions({ endpoints: [{ id: 'a', url, secret: 'plain-password' }] })).toThrow('whsec_');
    expect(() => resolveWebhooksOptions({ endpoints: [{ id: 'a', url, secret: [] }] })).toThrow('whsec_');
    const secret = generateWebhookSecret();
    expect(() => resolveWebhooksOptions({ endpoints: [{ id: 'a', url, secret }, { id: 'a', url, secret }] })).toThrow('unique');
    expect(() => resolveWebhooksOptions({ maxAttempts: 0 })).toThrow('maxAttempts');
    expect(() => resolveWebhooksOptions({ timeoutSeconds: -1 })).toThrow('timeoutSeconds');
  });
  it('generates secrets of the Standard Webhooks form', () => {
    const secret = generateWebhookSecret();
    expect(isWebhookSecret(secret)).toBe(true);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
