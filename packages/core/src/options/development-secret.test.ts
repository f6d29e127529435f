import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET_PATH, developmentSecret } from './development-secret.js';

const CACHE = Symbol.for('latchkey.developmentSecrets');
const forgetProcess = (): void => void delete (globalThis as { [CACHE]?: unknown })[CACHE];

describe('developmentSecret', () => {
  it('is the same for every instance in a process and after a restart', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'latchkey-dev-secret-'));
    const first = developmentSecret({ cwd });
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(developmentSecret({ cwd }).secret).toBe(first.secret);
    forgetProcess();
    expect(developmentSecret({ cwd }).secret).toBe(first.secret);
    expect(first.file).toBe(join(cwd, DEVELOPMENT_SECRET_PATH));
    expect(readFileSync(first.file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
  });

  it('refuses with a message naming LATCHKEY_SECRET when no file can be kept', () => {
    // A regular file where the directory should be: no user, root included, can create it.
    const cwd = join(mkdtempSync(join(tmpdir(), 'latchkey-dev-secret-')), 'not-a-directory');
    writeFileSync(cwd, '');
    expect(() => developmentSecret({ cwd })).toThrow(/no secret configured, and .*could not be kept.*LATCHKEY_SECRET/);
  });
});
