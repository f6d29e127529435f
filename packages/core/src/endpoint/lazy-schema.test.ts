import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { coreEndpoints } from '../routes/core-endpoints.js';
import { isLazySchema, lazySchema, resolveSchema } from './lazy-schema.js';
import { validateInput } from './validate-input.js';

const body = { part: 'body' as const, codes: CORE_ERROR_CODES };
const query = { part: 'query' as const, codes: CORE_ERROR_CODES };

describe('lazySchema', () => {
  it('builds its schema on first use, once, from the core zod', async () => {
    const build = vi.fn((zod: typeof z) => zod.object({ text: zod.string().max(5) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    await expect(validateInput(schema, { text: 'hello' }, body)).resolves.toEqual({ text: 'hello' });
    await expect(validateInput(schema, { text: 'too long' }, body)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: '[body.text] Too big: expected string to have <=5 characters',
    });
    await Promise.all([resolveSchema(schema), resolveSchema(schema)]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('skips an absent optional input without building, and still checks a present one', async () => {
    const build = vi.fn((zod: typeof z) => zod.object({ flag: zod.enum(['true', 'false']).optional() }).optional());
    const schema = lazySchema(build, { optional: true });
    await expect(validateInput(schema, {}, query)).resolves.toBeUndefined();
    await expect(validateInput(schema, undefined, body)).resolves.toBeUndefined();
    expect(build).not.toHaveBeenCalled();
    await expect(validateInput(schema, { flag: 'maybe' }, query)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(validateInput(schema, { flag: 'true' }, query)).resolves.toEqual({ flag: 'true' });
  });

  it('without `optional`, an absent input is validated like any other', async () => {
    const schema = lazySchema((zod) => zod.object({ id: zod.string() }));
    await expect(validateInput(schema, {}, query)).rejects.toMatchObject({ message: '[query.id] Invalid input: expected string, received undefined' });
  });

  it('is recognised by its registered brand, so a schema from another copy of latchkey still validates', async () => {
    const foreign = { [Symbol.for('latchkey.lazySchema')]: true, optional: false, resolve: async () => z.object({ n: z.number() }) };
    expect(isLazySchema(foreign)).toBe(true);
    expect(isLazySchema(z.string())).toBe(false);
    await expect(validateInput(foreign as never, { n: 'x' }, body)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('is how every core endpoint declares its input, so none is built at start', () => {
    const eager = Object.entries(coreEndpoints).flatMap(([name, endpoint]) =>
      (['body', 'query'] as const).filter((part) => endpoint[part] !== undefined && !isLazySchema(endpoint[part])).map((part) => `${name}.${part}`),
    );
    expect(eager).toEqual([]);
  });
});
