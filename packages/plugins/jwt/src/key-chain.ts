import type { ResolvedJwtOptions } from './jwt-options.js';
import type { KeyRow } from './key-pair.js';

/** The row of the first key; every later key names the key it replaced. */
export const GENESIS = 'genesis';

/**
 * The newest key: the one no other key replaced. Rows form a chain through
 * their unique `predecessor`, so there is one; the latest wins if a row was
 * deleted by hand and left two.
 */
export function headOf(rows: readonly KeyRow[]): KeyRow | undefined {
  const replaced = new Set(rows.map((row) => row.predecessor));
  const heads = rows.filter((row) => !replaced.has(row.id));
  return heads.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** Whether the head must be replaced before signing: none yet, another algorithm, or past its rotation. */
export function isDue(head: KeyRow | undefined, options: ResolvedJwtOptions, now: number): boolean {
  if (!head || head.alg !== options.algorithm) return true;
  return options.rotationInterval > 0 && now >= rotateAt(head, options);
}

/** When the head stops signing (ms since the epoch); Infinity without rotation. */
export function rotateAt(head: KeyRow, options: ResolvedJwtOptions): number {
  return options.rotationInterval > 0 ? head.createdAt.getTime() + options.rotationInterval * 1000 : Infinity;
}

/**
 * The keys the JWKS lists: the head, and each replaced key until `gracePeriod`
 * after its successor was made, so tokens it signed verify until they expire.
 */
export function publishedKeys(rows: readonly KeyRow[], options: ResolvedJwtOptions, now: number): KeyRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Newest first, along the chain: creation times can tie, the chain cannot.
  const published: KeyRow[] = [];
  let successor = headOf(rows);
  if (successor) published.push(successor);
  for (let row = successor && byId.get(successor.predecessor); row && successor; successor = row, row = byId.get(row.predecessor)) {
    if (now >= successor.createdAt.getTime() + options.gracePeriod * 1000) break;
    published.push(row);
  }
  return published;
}
