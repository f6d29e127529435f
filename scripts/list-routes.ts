// Prints every HTTP route of an instance as a Markdown table, from the endpoint
// registry itself, so docs/http-api.md can be checked against the code.
// Run: node --conditions=latchkey:source --import tsx scripts/list-routes.ts
import { createAuth } from 'latchkey';
import { databaseSessionMiddleware, sessionMiddleware } from 'latchkey/plugins';

interface EndpointShape {
  method: string | readonly string[];
  path: string;
  use?: readonly unknown[];
  meta?: { serverOnly?: boolean; accepts?: readonly string[]; noStore?: boolean; authEntry?: boolean };
}

const auth = createAuth({ database: 'sqlite::memory:', schemaCheck: 'off', secret: 'list-routes-only-0123456789abcdef', logger: { disabled: true } });

function sessionOf(endpoint: EndpointShape): string {
  if (endpoint.use?.includes(databaseSessionMiddleware)) return 'required (database)';
  if (endpoint.use?.includes(sessionMiddleware)) return 'required';
  return '';
}

function notesOf(endpoint: EndpointShape): string {
  const meta = endpoint.meta ?? {};
  const notes = [
    meta.serverOnly ? 'server only (404 over HTTP)' : '',
    meta.accepts?.includes('form') ? 'JSON or form body' : '',
    meta.authEntry ? 'sign-in entry' : '',
    meta.noStore ? 'no-store' : '',
  ];
  return notes.filter(Boolean).join('; ');
}

const rows = Object.entries(auth.endpoints as unknown as Record<string, EndpointShape>).map(([name, endpoint]) => {
  const methods = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method.join(', ');
  return `| ${methods} | \`${endpoint.path}\` | \`${name}\` | ${sessionOf(endpoint)} | ${notesOf(endpoint)} |`;
});

console.log('| Method | Path | `auth.api` | Session | Notes |');
console.log('|---|---|---|---|---|');
for (const row of rows.sort((a, b) => a.split('|')[2]!.localeCompare(b.split('|')[2]!))) console.log(row);
const context = await auth.$context;
await context.kysely?.destroy();
