import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { validateInput } from './validate-input.js';

const options = { part: 'body' as const, codes: CORE_ERROR_CODES };

describe('validateInput', () => {
  it('answers VALIDATION_ERROR naming the fields, without echoing values', async () => {
    const error = (await validateInput(z.object({ name: z.string() }), { name: 'secret-value'.length }, options).catch((e: unknown) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body: name' });
    expect(JSON.stringify(error.toJSON())).not.toContain('12');
  });

  it('answers a declared code carried by a refinement', async () => {
    const schema = z.object({ email: z.string().refine((v) => v.includes('@'), { params: { code: 'INVALID_EMAIL' } }) });
    await expect(validateInput(schema, { email: 'nope' }, options)).rejects.toMatchObject({ code: 'INVALID_EMAIL' });
  });

  it('runs async refinements too', async () => {
    const schema = z.object({ name: z.string().refine(async (v) => v !== 'taken') });
    await expect(validateInput(schema, { name: 'free' }, options)).resolves.toEqual({ name: 'free' });
    await expect(validateInput(schema, { name: 'taken' }, options)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('reads a missing query as an empty object', async () => {
    await expect(validateInput(z.object({ a: z.string().optional() }), undefined, { ...options, part: 'query' })).resolves.toEqual({});
  });
});
