import { defineErrorCodes } from 'latchkey/plugins';

/** The codes the plugin answers with, merged into `auth.$ERROR_CODES` and `client.$ERROR_CODES`. */
export const NOTES_ERROR_CODES = defineErrorCodes({
  NOTE_LIMIT_REACHED: { status: 'BAD_REQUEST', message: 'You have too many notes' },
});
