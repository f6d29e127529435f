import type { SchemaDefinition } from 'latchkey';

/**
 * The user fields the phone-number plugin adds. Neither is writable from
 * requests (plugin fields never are unless `input: true`): only a right code
 * sets a number, so every stored number has been proved by its owner or set
 * by the server. `phoneNumber` holds E.164 (`+14155552671`), at most 16
 * characters (the column allows 32); it is unique, so a number belongs to one
 * account.
 *
 * @example
 * createAuth({ plugins: [phoneNumber({ sendOTP })] }); // `latchkey migrate` adds both columns
 */
export const phoneNumberSchema = {
  user: {
    fields: {
      phoneNumber: { type: 'string', required: false, unique: true, maxLength: 32 },
      phoneNumberVerified: { type: 'boolean', required: false, defaultValue: false },
    },
  },
} as const satisfies SchemaDefinition;
