import { STATUS, type StatusName } from './status.js';

/** How an error code is declared: the status it answers with and its default message. */
export interface ErrorCodeDefinition {
  status: StatusName;
  message: string;
}

export type ErrorCodeTable = Record<string, ErrorCodeDefinition>;

export interface AuthErrorOptions {
  message?: string;
  details?: unknown;
  headers?: HeadersInit;
  cause?: unknown;
  /**
   * The thrower has already logged what went wrong (once, with the fix), so the
   * handler does not log each answer again.
   */
  logged?: boolean;
}

/**
 * The one error type of Latchkey. `code` is a SCREAMING_SNAKE string that clients
 * switch on; `status` comes from the code's declaration.
 *
 * @example
 * throw AuthError.of(CORE_ERROR_CODES, 'INVALID_EMAIL_OR_PASSWORD');
 * throw new AuthError('BAD_REQUEST', 'EMAIL_IS_THE_SAME', { message: 'Email is the same' });
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: string;
  readonly statusName: StatusName;
  readonly details: unknown;
  readonly headers: Headers;
  /** See {@link AuthErrorOptions.logged}. */
  readonly logged: boolean;

  constructor(statusName: StatusName, code: string, options: AuthErrorOptions = {}) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusName = statusName;
    this.code = code;
    this.details = options.details;
    this.headers = new Headers(options.headers);
    this.logged = options.logged ?? false;
  }

  get status(): number {
    return STATUS[this.statusName];
  }

  /** Builds the error from a code table entry, keeping its status and default message. */
  static of<T extends ErrorCodeTable>(table: T, code: keyof T & string, options: AuthErrorOptions = {}): AuthError {
    const definition = table[code];
    if (!definition) return new AuthError('INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR');
    return new AuthError(definition.status, code, { ...options, message: options.message ?? definition.message });
  }

  toJSON(): { code: string; message: string; details?: unknown } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** Declares an error-code table with its literal keys kept for inference. */
export function defineErrorCodes<const T extends ErrorCodeTable>(codes: T): T {
  return codes;
}
