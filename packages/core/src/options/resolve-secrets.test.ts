import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { DEVELOPMENT_SECRET_PATH } from './development-secret.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const secretOf = async (auth: ReturnType<typeof createTestAuth>): Promise<string> => (await auth.$context).secrets[0];

describe('a development server without a secret', () => {
  it('signs with one secret in every instance of the auth module and after a restart, and says where it is kept', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('LATCHKEY_SECRET', '');
    const cwd = mkdtempSync(join(tmpdir(), 'latchkey-app-'));
    vi.spyOn(process, 'cwd').mockReturnValue(cwd);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('latchkey.developmentSecretNoticed')];
    const routeModule = await secretOf(createTestAuth({ secret: undefined }));
    const pageModule = await secretOf(createTestAuth({ secret: undefined }));
    expect(pageModule).toBe(routeModule);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('latchkey.developmentSecrets')];
    expect(await secretOf(createTestAuth({ secret: undefined }))).toBe(routeModule);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(join(cwd, DEVELOPMENT_SECRET_PATH));
  });

  it('refuses to start in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('LATCHKEY_SECRET', '');
    expect(() => createTestAuth({ secret: undefined })).toThrow(/no secret/);
  });
});
