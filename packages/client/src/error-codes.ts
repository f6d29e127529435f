/**
 * `client.$ERROR_CODES`: typed from the server's codes, but at runtime a proxy
 * that answers every key with itself, so the bundle carries no error table.
 *
 * @example
 * if (error?.code === client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD) showHint();
 */
export function createErrorCodes<T>(): T {
  return new Proxy({}, { get: (_, key) => key }) as T;
}
