import type { AnyEndpoint } from '../declarations/auth-context.js';
import type { HttpMethod } from '../declarations/endpoint-meta.js';

export interface RouteMatch {
  name: string;
  endpoint: AnyEndpoint;
  params: Record<string, string>;
}

export type RouteResult =
  | { kind: 'found'; match: RouteMatch }
  | { kind: 'method-not-allowed'; allow: readonly HttpMethod[] }
  | { kind: 'not-found' };

export interface Router {
  match(method: string, path: string): RouteResult;
  /** Every route as `METHOD path`, for diagnostics. */
  routes(): string[];
}

interface DynamicRoute {
  segments: readonly string[];
  methods: Map<string, { name: string; endpoint: AnyEndpoint }>;
}

const methodsOf = (endpoint: AnyEndpoint): readonly HttpMethod[] =>
  typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;

/**
 * Builds the route table once. Static paths are one map lookup; paths with
 * `:params` are matched segment by segment. Two endpoints on one method and path
 * are a configuration error.
 *
 * @example
 * const router = createRouter({ ok: okEndpoint });
 * router.match('GET', '/ok');
 */
export function createRouter(endpoints: Readonly<Record<string, AnyEndpoint>>): Router {
  const staticRoutes = new Map<string, Map<string, { name: string; endpoint: AnyEndpoint }>>();
  const dynamicRoutes: DynamicRoute[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const isDynamic = endpoint.path.includes('/:');
    const table = isDynamic ? dynamicTable(dynamicRoutes, endpoint.path) : tableFor(staticRoutes, endpoint.path);
    for (const method of methodsOf(endpoint)) {
      const existing = table.get(method);
      if (existing) {
        throw new Error(
          `Latchkey: endpoints "${existing.name}" and "${name}" are both ${method} ${endpoint.path}. Give one of them another path or method.`,
        );
      }
      table.set(method, { name, endpoint });
    }
  }
  return {
    match(method, path) {
      const table = staticRoutes.get(path);
      if (table) return pick(table, method, {});
      const segments = path.split('/');
      for (const route of dynamicRoutes) {
        const params = matchSegments(route.segments, segments);
        if (params) return pick(route.methods, method, params);
      }
      return { kind: 'not-found' };
    },
    routes() {
      const all: string[] = [];
      for (const [path, table] of staticRoutes) for (const m of table.keys()) all.push(`${m} ${path}`);
      for (const route of dynamicRoutes) for (const m of route.methods.keys()) all.push(`${m} ${route.segments.join('/')}`);
      return all;
    },
  };
}

function tableFor(routes: Map<string, Map<string, { name: string; endpoint: AnyEndpoint }>>, path: string) {
  let table = routes.get(path);
  if (!table) routes.set(path, (table = new Map()));
  return table;
}

function dynamicTable(routes: DynamicRoute[], path: string): DynamicRoute['methods'] {
  const segments = path.split('/');
  const existing = routes.find((route) => route.segments.join('/') === path);
  if (existing) return existing.methods;
  const route: DynamicRoute = { segments, methods: new Map() };
  routes.push(route);
  return route.methods;
}

function matchSegments(pattern: readonly string[], actual: readonly string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const value = actual[i] as string;
    if (expected.startsWith(':')) {
      if (value === '') return null;
      params[expected.slice(1)] = value;
    } else if (expected !== value) return null;
  }
  return params;
}

function pick(
  table: Map<string, { name: string; endpoint: AnyEndpoint }>,
  method: string,
  params: Record<string, string>,
): RouteResult {
  const entry = table.get(method) ?? (method === 'HEAD' ? table.get('GET') : undefined);
  if (!entry) return { kind: 'method-not-allowed', allow: [...table.keys()] as HttpMethod[] };
  return { kind: 'found', match: { name: entry.name, endpoint: entry.endpoint, params } };
}
