import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { toAuthError } from '../error/to-auth-error.js';
import { createLogger } from '../logger/create-logger.js';
import { logErrorAnswer } from './log-error-answer.js';

function recorded(thrown: unknown): { level: string; message: string; details: unknown[] }[] {
  const entries: { level: string; message: string; details: unknown[] }[] = [];
  const logger = createLogger({ level: 'debug', log: (level, message, ...details) => void entries.push({ level, message, details }) });
  logErrorAnswer(logger, { thrown, answered: toAuthError(thrown), path: '/api/auth/sign-in/email' });
  return entries;
}

describe('logErrorAnswer', () => {
  it('logs a 503 a route threw on purpose once, at warn, with the causes and no stack', () => {
    const cause = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    const thrown = AuthError.of(CORE_ERROR_CODES, 'SECONDARY_STORAGE_UNAVAILABLE', { cause });
    expect(recorded(thrown)).toEqual([
      { level: 'warn', message: '503 SECONDARY_STORAGE_UNAVAILABLE on /api/auth/sign-in/email (fetch failed: connect ECONNREFUSED 127.0.0.1:9)', details: [] },
    ]);
  });

  it('logs any other 5xx at error with what was thrown: under its code, or as Unhandled error', () => {
    const failed = AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
    expect(recorded(failed)).toEqual([{ level: 'error', message: '500 FAILED_TO_CREATE_SESSION on /api/auth/sign-in/email', details: [failed] }]);
    const bug = new TypeError('x is undefined');
    expect(recorded(bug)).toEqual([{ level: 'error', message: 'Unhandled error', details: [bug] }]);
  });

  it('does not log again an error its thrower already logged (the schema gate), whatever its code', () => {
    expect(recorded(AuthError.of(CORE_ERROR_CODES, 'DATABASE_SCHEMA_MISSING', { logged: true }))).toEqual([]);
    expect(recorded(AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION', { logged: true }))).toEqual([]);
    expect(recorded(AuthError.of(CORE_ERROR_CODES, 'DATABASE_SCHEMA_MISSING'))).toHaveLength(1);
  });

  it('logs nothing below 500', () => {
    expect(recorded(AuthError.of(CORE_ERROR_CODES, 'INVALID_EMAIL_OR_PASSWORD'))).toEqual([]);
  });
});
