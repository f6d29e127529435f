import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops listening and drops open connections, so a deliberately slow answer cannot hold the test open. */
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 at a random port, standing in for an outside
 * service (a range endpoint, a captcha provider) so tests never leave the machine.
 *
 * @example
 * const server = await startLoopbackServer((req, res) => res.end('ok'));
 * await fetch(`${server.origin}/`);
 * await server.close();
 */
export async function startLoopbackServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
