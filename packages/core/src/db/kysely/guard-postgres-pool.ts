interface EventSource {
  on(event: string, listener: (...args: any[]) => void): unknown;
}

const ignore = (): void => undefined;

/**
 * Keeps a lost Postgres connection from ending the process. pg emits `error` on a
 * client whose connection drops, even while a query on it fails with that same
 * error, and on the pool for an idle one; with nobody listening, Node throws.
 * The failed query still rejects (the request answers 503), the pool discards
 * the dead client on release, and the next request opens a new connection.
 *
 * @example
 * const pool = guardPostgresPool(new pg.Pool({ connectionString }));
 */
export function guardPostgresPool<P extends EventSource>(pool: P): P {
  pool.on('error', ignore);
  pool.on('connect', (client: EventSource) => client.on('error', ignore));
  return pool;
}
