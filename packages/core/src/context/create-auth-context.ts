import { resolveCookie, resolveCookieNames } from '../cookies/resolve-cookie-names.js';
import { generateId } from '../crypto/tokens.js';
import { coreSchema } from '../db/core-schema.js';
import { resolveSchema } from '../db/resolve-schema.js';
import { pluginSchemas } from '../plugin/plugin-schemas.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { Logger } from '../logger/create-logger.js';
import { backgroundRunner } from './background-runner.js';
import type { AuthOptions, AuthContext } from '../declarations/auth-context.js';
import { resolveSecrets } from '../options/resolve-secrets.js';
import { resolveSocialProviders } from '../oauth/resolve-social-providers.js';
import { resolveBasePath, resolveBaseURL } from '../options/resolve-urls.js';
import { clientIpReader } from '../rate-limit/get-client-ip.js';
import { createTrustedOrigins } from '../security/trusted-origins.js';
import { resolveSessionConfig } from '../session/session-config.js';
import { resolvePasswordPolicy } from './resolve-password-policy.js';
import { connectDatabase } from './connect-database.js';
import { checkCleanupOptions, scheduleCleanup } from './schedule-cleanup.js';
import { createRequestLimiter } from './create-request-limiter.js';
import { checkSessionStorage, resolveSecondaryStorage } from './resolve-secondary-storage.js';
import { warnUnsharedRevocations } from './warn-unshared-revocations.js';
import { DEFAULT_STORAGE_TIMEOUT } from '../storage/guard-key-value-store.js';

const ONE_MIB = 1024 * 1024;

/**
 * Builds the context shared by every request: validated settings, the database,
 * cookies, origins, rate limiting, then each plugin's `init`. Synchronous checks
 * run before the first await, so `createAuth` itself throws on bad options.
 */
export function createAuthContext(
  options: AuthOptions,
  shared: { logger: Logger; errorCodes: ErrorCodeTable },
): Promise<AuthContext> {
  const env: Record<string, string | undefined> = globalThis.process?.env ?? {};
  const { logger } = shared;
  const basePath = resolveBasePath(options.basePath);
  const baseURL = resolveBaseURL(options.baseURL, env);
  const secrets = resolveSecrets(options.secret, { env, logger });
  const plugins = options.plugins ?? [];
  const schema = resolveSchema([coreSchema, ...pluginSchemas(coreSchema, plugins)], {
    ...options.schema,
    user: { ...options.schema?.user, additionalFields: options.user?.additionalFields },
    session: { ...options.schema?.session, additionalFields: options.session?.additionalFields },
  });
  const session = resolveSessionConfig(options.session);
  const password = resolvePasswordPolicy(options.emailAndPassword);
  // Built before the first await, so a duplicate provider id fails createAuth itself.
  const socialProviders = resolveSocialProviders(options.socialProviders ?? {}, { baseURL, basePath });
  const origins = createTrustedOrigins({ baseURL, trustedOrigins: options.trustedOrigins ?? [] });
  const cookieOptions = {
    baseURL,
    prefix: options.advanced?.cookiePrefix,
    defaults: options.advanced?.cookieDefaults,
    overrides: options.advanced?.cookies,
  };
  checkCleanupOptions(options);
  checkSessionStorage(options);
  const senders = plugins.filter((p) => p.sendVerificationEmail).map((p) => p.id);
  if (senders.length > 1) throw new Error(`Latchkey: plugins ${senders.map((id) => `"${id}"`).join(' and ')} both replace the verification mail; keep one.`);
  const proxyCount = options.advanced?.ipAddress?.trustedProxyCount;
  if (proxyCount !== undefined && !(Number.isInteger(proxyCount) && proxyCount >= 0)) {
    throw new Error('Latchkey: advanced.ipAddress.trustedProxyCount must be a whole number ≥ 0.');
  }
  const ipOptions = {
    trustedProxyHeaders: options.advanced?.ipAddress?.trustedHeaders,
    trustedProxyCount: options.advanced?.ipAddress?.trustedProxyCount,
  };
  return (async () => {
    const database = await connectDatabase(options, { schema, logger, env });
    warnUnsharedRevocations({ options, session, dialect: database.dialect, logger });
    const storage = resolveSecondaryStorage(options);
    const context: AuthContext = {
      options,
      appName: options.appName ?? 'Latchkey',
      baseURL,
      basePath,
      secrets,
      db: database.adapter,
      kysely: database.kysely,
      dialect: database.dialect,
      schema,
      schemaGate: database.schemaGate,
      logger,
      errorCodes: shared.errorCodes,
      hooks: {
        before: [...(options.hooks?.before ?? []), ...plugins.flatMap((p) => p.hooks?.before ?? [])],
        after: [...plugins.flatMap((p) => p.hooks?.after ?? []), ...(options.hooks?.after ?? [])],
      },
      middleware: plugins.flatMap((p) => p.middleware ?? []),
      plugins,
      origins,
      cookies: {
        core: resolveCookieNames(cookieOptions),
        resolve: (name) => resolveCookie(name, cookieOptions),
      },
      rateLimiter: createRequestLimiter(options, {
        env,
        plugins,
        adapter: database.adapter,
        store: storage,
        logger,
        timeoutMs: options.secondaryStorageTimeout ?? DEFAULT_STORAGE_TIMEOUT,
      }),
      storage,
      maxBodyBytes: options.advanced?.maxBodyBytes ?? ONE_MIB,
      session,
      password,
      socialProviders,
      clientIp: clientIpReader(ipOptions),
      generateId: options.advanced?.generateId ?? (() => generateId()),
      runInBackground: backgroundRunner({ logger, waitUntil: options.waitUntil }),
    };
    for (const plugin of plugins) await plugin.init?.(context);
    scheduleCleanup(context);
    return context;
  })();
}
