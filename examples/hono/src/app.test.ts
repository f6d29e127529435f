import type { AddressInfo } from 'node:net';
import { runExampleSuite } from '@latchkey/test-utils/example-suite';
import { fastHasher } from '@latchkey/test-utils/test-instance';
import { createApp } from './app.js';
import { createAppAuth } from './auth.js';
import { serveNode, type FetchApp } from './serve-node.js';

runExampleSuite('the Hono example over HTTP', {
  protectedPath: '/api/me',
  async start() {
    let app: FetchApp = () => new Response(null, { status: 503 });
    const server = serveNode((request, connection) => app(request, connection));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The base URL must be known before the instance exists, hence listen first, then mount.
    const auth = createAppAuth({
      baseURL,
      database: 'sqlite::memory:',
      secret: 'example-test-secret-0123456789abcdef',
      password: fastHasher,
      logger: { disabled: true },
    });
    app = createApp(auth).fetch;
    return { baseURL, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  },
});
