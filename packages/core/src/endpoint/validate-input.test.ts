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
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: '[body.name] Invalid input: expected string, received number' });
    expect(JSON.stringify(error.toJSON())).not.toContain('12');
  });

  it('words the message as the established API does, one [part.field] entry per issue', async () => {
    const schema = z.object({ email: z.email(), name: z.string() });
    const error = (await validateInput(schema, { email: 'nope' }, options).catch((e: unknown) => e)) as AuthError;
    expect(error.message).toBe('[body.email] Invalid email address; [body.name] Invalid input: expected string, received undefined');
    const whole = (await validateInput(z.object({}), 'text', options).catch((e: unknown) => e)) as AuthError;
    expect(whole.message).toMatch(/^\[body\] /);
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
