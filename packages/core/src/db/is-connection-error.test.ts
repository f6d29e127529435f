import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { UniqueConstraintError } from './adapter.js';
import { isConnectionError } from './is-connection-error.js';

const withCode = (code: string, message = 'failed'): Error => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises lost and refused connections of pg, mysql2 and Node sockets', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '08006', 'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR']) {
      expect(isConnectionError(withCode(code)), code).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error("Can't add new command when connection is in closed state"))).toBe(true);
  });

  it('looks through cause chains and AggregateErrors (pg tries every address)', () => {
    expect(isConnectionError(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED'), new Error('syntax')]))).toBe(false);
  });

  it('leaves query faults, conflicts and unknown errors alone', () => {
    for (const error of [withCode('42P01'), withCode('ER_PARSE_ERROR'), withCode('23505'), new UniqueConstraintError('user'), new Error('boom'), 'text', null]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });

  it('counts a SQLite database locked by another writer (SQLITE_BUSY) as unavailable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latchkey-busy-'));
    const file = join(dir, 'busy.db');
    const holder = new Database(file);
    const other = new Database(file, { timeout: 0 });
    try {
      holder.exec('create table t (x integer)');
      holder.exec('begin exclusive');
      let thrown: unknown;
      try {
        other.exec('insert into t values (1)');
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(isConnectionError(thrown)).toBe(true);
    } finally {
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
