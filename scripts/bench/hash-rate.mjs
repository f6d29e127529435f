// Password hashes per second at the default parameters: sign-in and sign-up cannot be faster.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export async function runHashRate() {
  const output = execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hash-rate-main.ts')], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop());
}
