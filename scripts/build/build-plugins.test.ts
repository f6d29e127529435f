import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundledLicenses } from './bundled-licenses.js';
import { zodEnglishOnly } from './zod-english-only.js';

/** Bundles an entry that re-exports zod's `z`, as `latchkey/plugins` does, with both build plugins. */
async function bundleZ(withEnglishOnly: boolean): Promise<{ outdir: string; bytes: number }> {
  const outdir = mkdtempSync(join(tmpdir(), 'latchkey-build-'));
  const entry = join(outdir, 'entry.mjs');
  writeFileSync(entry, "export { z } from 'zod';\n");
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outdir: join(outdir, 'dist'),
    nodePaths: [join(import.meta.dirname, '../../node_modules')],
    plugins: [...(withEnglishOnly ? [zodEnglishOnly()] : []), bundledLicenses()],
    logLevel: 'silent',
    write: true,
  });
  const bytes = Object.values(result.metafile!.outputs).reduce((sum, output) => sum + output.bytes, 0);
  return { outdir: join(outdir, 'dist'), bytes };
}

describe('the build plugins', () => {
  it("leave zod's translations out: z.locales holds en only, and messages stay English", async () => {
    const full = await bundleZ(false);
    const english = await bundleZ(true);
    const { z } = (await import(pathToFileURL(join(english.outdir, 'entry.js')).href)) as typeof import('zod');
    expect(Object.keys(z.locales)).toEqual(['en']);
    expect(Object.keys(z.core.locales)).toEqual(['en']);
    const result = z.object({ email: z.email() }).safeParse({ email: 'nope' });
    expect(result.error?.issues[0]?.message).toBe('Invalid email address');
    expect(english.bytes).toBeLessThan(full.bytes - 200_000);
  });

  it('write the license of every bundled package next to the output', async () => {
    const { outdir } = await bundleZ(true);
    const notices = readFileSync(join(outdir, 'THIRD-PARTY-LICENSES.md'), 'utf8');
    const zodVersion = (JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/zod/package.json'), 'utf8')) as { version: string }).version;
    expect(notices).toContain(`## zod ${zodVersion}`);
    expect(notices).toMatch(/MIT License/);
  });
});
