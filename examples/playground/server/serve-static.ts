import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app from `root`. Paths without a file extension get
 * index.html, so the client-side router can answer /account or /reset-password.
 *
 * @example
 * await serveStatic(req, res, { root: DIST_DIR });
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, options: { root: string }): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const isRoute = extname(pathname) === '';
  const file = isRoute ? join(options.root, 'index.html') : normalize(join(options.root, pathname));
  // normalize() resolves `..`; anything that lands outside the root is not ours to serve.
  if (!file.startsWith(options.root + sep)) {
    res.writeHead(404).end();
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
  const immutable = pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
