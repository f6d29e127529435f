import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { answerProblems } from './answer-checks.js';
import { watchTables } from './table-snapshot.js';

const unavailable = new Set(['CAPTCHA_UNAVAILABLE']);
const json = (status: number, body: unknown, path = '/sign-in/email') => ({ path, status, text: JSON.stringify(body), contentType: 'application/json' });

describe('the fuzzer’s checks', () => {
  it('pass a well-formed refusal and a success', () => {
    expect(answerProblems(json(400, { code: 'VALIDATION_ERROR', message: 'Invalid body' }), unavailable)).toEqual([]);
    expect(answerProblems(json(200, { user: { name: 'Ada' } }), unavailable)).toEqual([]);
  });

  it('catch a 500, and a 503 without a declared unavailable code', () => {
    expect(answerProblems(json(500, { code: 'INTERNAL_SERVER_ERROR', message: 'x' }), unavailable)).toContain('status 500');
    expect(answerProblems(json(503, { code: 'DOWN', message: 'x' }), unavailable)).toContain('status 503');
    expect(answerProblems(json(503, { code: 'CAPTCHA_UNAVAILABLE', message: 'x' }), unavailable)).toEqual([]);
  });

  it('catch stack traces, source paths and database errors in a body', () => {
    const leak = (message: string) => answerProblems(json(400, { code: 'BAD', message }), unavailable);
    expect(leak('Error\n    at handler (/srv/app/handler.ts:12:3)')).toContain('answer shows stack frame');
    expect(leak('in src/routes/sign-in.ts:40')).toContain('answer shows source path');
    expect(leak('SQLITE_CONSTRAINT: UNIQUE constraint failed: user.email')).toContain('answer shows SQLite error');
    expect(leak('near "x": syntax error')).toContain('answer shows SQL error');
    expect(leak('TypeError: cannot read properties of undefined')).toContain('answer shows internal error name');
    expect(leak('INVALID_USER_CODE at once')).toEqual([]);
  });

  it('catch an error without a SCREAMING_SNAKE code or a message, except OAuth’s shape on the OAuth routes', () => {
    expect(answerProblems(json(400, { code: 'badCode', message: 'x' }), unavailable)).toContain('error code "badCode" is not SCREAMING_SNAKE');
    expect(answerProblems(json(400, { code: 'BAD' }), unavailable)).toContain('error without a message');
    expect(answerProblems(json(400, { error: 'invalid_grant', error_description: 'x' }), unavailable)).not.toEqual([]);
    expect(answerProblems(json(400, { error: 'invalid_grant', error_description: 'x' }, '/device/token'), unavailable)).toEqual([]);
    expect(answerProblems(json(400, { error: 'Bad Grant' }, '/device/token'), unavailable)).not.toEqual([]);
  });

  it('see a changed row, and ignore the tables named', () => {
    const db = new Database(':memory:');
    db.exec('create table a (v text); create table counters (n int); insert into a values (1)');
    const watch = watchTables(db, new Set(['counters']));
    db.exec('insert into counters values (1)');
    expect(watch.changes()).toEqual([]);
    db.exec("update a set v = '1'");
    expect(watch.changes()).toEqual([]);
    db.exec("update a set v = '2'");
    expect(watch.changes()).toEqual(['a (1 → 1 rows)']);
    expect(watch.changes()).toEqual([]);
    db.exec('delete from a');
    expect(watch.changes()).toEqual(['a (1 → 0 rows)']);
    db.close();
  });
});
