#!/usr/bin/env node
// `npm run bench` (or `npm run bench -- http|hash|burst|hash-compare|scale|audit-scale|in-process|typecheck|session-lookup|bearer|api-key|events|soak|cold-start`): prints every benchmark as JSON. Targets are printed next to the numbers:
// get-session CPU with every plugin â¤ 1.4Ã the floor's over HTTP; session lookups at 1M rows â¤ 1.5Ã the time at 1K.
import { runHttpBench } from './http-bench.mjs';
import { runHashRate } from './hash-rate.mjs';

const only = process.argv[2];
const out = {};
if (!only || only === 'hash') out.passwordHashing = await runHashRate();
if (!only || only === 'hash-compare') out.hashCompare = (await import('./hash-compare.mjs')).runHashCompare();
if (!only || only === 'burst') out.signInBurst = await (await import('./burst.mjs')).runBurstBench();
if (!only || only === 'http') {
  out.http = await runHttpBench({ duration: Number(process.env.BENCH_SECONDS ?? 10), rounds: Number(process.env.BENCH_ROUNDS ?? 2) });
}
if (!only || only === 'in-process') {
  const { runInProcessBench } = await import('./in-process.ts');
  out.getSessionInProcess = await runInProcessBench();
}
if (!only || only === 'typecheck') {
  const { runTypecheckBench } = await import('./typecheck.mjs');
  out.typecheck = runTypecheckBench();
}
if (!only || only === 'session-lookup') {
  const { benchSessionLookup } = await import('./session-lookup.mjs');
  out.sessionLookup = { ...(await benchSessionLookup()), target: 'ratio ≤ 1.5' };
}
if (!only || only === 'bearer') out.bearerGetSession = await (await import('./bearer.ts')).runBearerBench();
if (!only || only === 'fuzz') out.fuzz = await (await import('./fuzz.ts')).runFuzzBench();
if (!only || only === 'api-key') out.apiKeyVerification = await (await import('./api-key-bench.ts')).runApiKeyBench();
if (!only || only === 'cold-start') out.coldStart = await (await import('./cold-start.mjs')).runColdStartBench();
if (only === 'scale') out.scale = await (await import('./scale.mjs')).runScaleBench();
if (only === 'audit-scale') out.auditScale = await (await import('./audit-scale.ts')).runAuditScaleBench();
if (!only || only === 'events') out.events = await (await import('./events.ts')).runEventsBench();
if (!only || only === 'soak') out.soak = await (await import('./soak.ts')).runSoakBench();
console.log(JSON.stringify(out, null, 2));
