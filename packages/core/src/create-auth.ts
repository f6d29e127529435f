import { createApi } from './api/create-api.js';
import { createAuthContext } from './context/create-auth-context.js';
import { CORE_ERROR_CODES } from './error/core-error-codes.js';
import { createHandler } from './handler/create-handler.js';
import { createLogger } from './logger/create-logger.js';
import type { AuthOptions } from './declarations/auth-context.js';
import { collectEndpoints } from './plugin/collect-endpoints.js';
import { mergeErrorCodes } from './plugin/merge-error-codes.js';
import { createRouter } from './router/create-router.js';
import { coreEndpoints } from './routes/core-endpoints.js';
import type { AllEndpoints, Auth } from './types.js';

/**
 * Creates a Latchkey instance: one Fetch handler, a typed server API and the
 * context plugins use. Options are checked here, so a misconfiguration fails at
 * start with a message that says what to fix, not on the first request.
 *
 * @example
 * export const auth = createAuth({
 *   baseURL: 'https://app.example.com',
 *   database: 'sqlite:./app.db',
 *   emailAndPassword: { enabled: true },
 * });
 * // node:http: http.createServer(toNodeHandler(auth))
 */
export function createAuth<const O extends AuthOptions>(options: O): Auth<O> {
  const logger = createLogger(options.logger);
  const plugins = options.plugins ?? [];
  const endpoints = collectEndpoints(coreEndpoints, plugins);
  const router = createRouter(endpoints);
  const errorCodes = mergeErrorCodes(CORE_ERROR_CODES, plugins);
  const context = createAuthContext(options, { logger, errorCodes });
  // Nobody may await the context before the first request; keep a failure from going unobserved.
  context.catch((error: unknown) => logger.error('Latchkey failed to start', error));
  return {
    handler: createHandler({ router, context }),
    // The registry is built from values; its precise type comes from the options.
    api: createApi(endpoints, context) as unknown as Auth<O>['api'],
    endpoints: endpoints as unknown as AllEndpoints<O>,
    options,
    $context: context,
    $ERROR_CODES: errorCodes as Auth<O>['$ERROR_CODES'],
    $Infer: {} as Auth<O>['$Infer'],
  };
}
