import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface CuttingProxy {
  /** The loopback port that forwards to the target. */
  port: number;
  /** Drops every open connection at once, as a lost network or a server restart would. */
  cutAll(): void;
  /**
   * Arms a one-time hook: the first client bytes whose text matches `pattern`
   * (a statement about to reach the server) are held back while `action` runs,
   * then forwarded if their connection is still open. Resolves after `action`.
   */
  onStatement(pattern: RegExp, action: () => void | Promise<void>): Promise<void>;
  /** `onStatement` with `cutAll` as the action: the statement never arrives. */
  cutOn(pattern: RegExp): Promise<void>;
  /** While on, drops every connection as soon as it opens: the server is down. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

interface Hook {
  pattern: RegExp;
  run: () => Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a database server, for tests of what
 * happens when connections die: point a pool at `port`, then cut everything now
 * (`cutAll`) or when a given statement is about to reach the server (`cutOn`),
 * which lands the cut inside a transaction while the driver waits on a query.
 * New connections go through as usual afterwards, so a pool can recover.
 *
 * @example
 * const proxy = await startCuttingProxy({ port: 5432 });
 * const cut = proxy.cutOn(/insert into .account./i);
 * await auth.handler(signUp); // 503, nothing written
 * await cut;
 */
export async function startCuttingProxy(target: { host?: string; port: number }): Promise<CuttingProxy> {
  const open = new Set<Socket>();
  let hook: Hook | undefined;
  let refusing = false;
  const cutAll = (): void => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const server = createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = connect({ host: target.host ?? '127.0.0.1', port: target.port });
    open.add(client).add(upstream);
    // The tail of the previous chunk, so a statement split over two chunks still matches.
    let tail = '';
    let held: Buffer[] | undefined;
    const release = (): void => {
      const chunks = held ?? [];
      held = undefined;
      if (!upstream.destroyed) for (const chunk of chunks) upstream.write(chunk);
    };
    client.on('data', (chunk: Buffer) => {
      if (held) return void held.push(chunk);
      const text = tail + chunk.toString('latin1');
      tail = text.slice(-256);
      const armed = hook;
      if (!armed?.pattern.test(text)) return void upstream.write(chunk);
      hook = undefined;
      held = [chunk];
      void armed.run().finally(release);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const onStatement = (pattern: RegExp, action: () => void | Promise<void>): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      hook = { pattern, run: () => Promise.resolve().then(action).then(resolve, reject) };
    });
  return {
    port: (server.address() as AddressInfo).port,
    cutAll,
    onStatement,
    cutOn: (pattern) => onStatement(pattern, cutAll),
    refuse: (on) => {
      refusing = on;
      if (on) cutAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}
