// Peak memory under a burst of sign-ins at the default password cost: idle RSS,
// peak RSS (the kernel's high-water mark, reset just before the burst) and the
// difference, with how the burst was answered.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './http-bench.mjs';

const MiB = 1024 * 1024;

/** A line of /proc/<pid>/status in bytes (the kernel writes kB). */
function status(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line.split(/\s+/)[1]) * 1024;
}

const signIn = (base, body) =>
  fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Runs `size` sign-ins at once against a fresh server; `size` defaults to BURST_SIZE or 50. */
export async function runBurstBench({ size = Number(process.env.BURST_SIZE ?? 50) } = {}) {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'latchkey-burst-')), 'burst.db');
  const port = 4600 + Math.floor(Math.random() * 300);
  const base = `http://127.0.0.1:${port}`;
  // The HTTP bench's server without plugins: default password cost and queue; it signs its user up itself.
  const server = await startServer('bench-server.ts', {
    port,
    dbFile,
    execArgv: ['--conditions=latchkey:source', '--import', 'tsx'],
  });
  try {
    const credentials = { email: 'bench@example.com', password: 'bench password 123' };
    // Warm: the code of a sign-in is loaded and one hash has come and gone.
    await signIn(base, credentials);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = status(server.pid, 'VmRSS');
    // Writing 5 to clear_refs resets VmHWM, so it is the peak of the burst alone.
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: size }, async () => {
        const response = await signIn(base, credentials);
        await response.arrayBuffer();
        return { status: response.status, at: performance.now() - started };
      }),
    );
    const peak = status(server.pid, 'VmHWM');
    const byStatus = {};
    for (const { status: code } of answers) byStatus[code] = (byStatus[code] ?? 0) + 1;
    const ok = answers.filter((a) => a.status === 200).map((a) => a.at).sort((a, b) => a - b);
    return {
      concurrentSignIns: size,
      idleRssMiB: Number((idle / MiB).toFixed(1)),
      peakRssMiB: Number((peak / MiB).toFixed(1)),
      peakAboveIdleMiB: Number(((peak - idle) / MiB).toFixed(1)),
      answers: byStatus,
      lastAnswerSeconds: Number((Math.max(...answers.map((a) => a.at)) / 1000).toFixed(1)),
      medianSuccessSeconds: ok.length > 0 ? Number((ok[Math.floor(ok.length / 2)] / 1000).toFixed(1)) : null,
      target: 'peakAboveIdleMiB ≤ 160',
    };
  } finally {
    server.kill();
  }
}
