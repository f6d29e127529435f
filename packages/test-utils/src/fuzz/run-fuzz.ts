// Drives every route of the fuzz instance with generated requests and collects
// every answer that breaks a rule: a 5xx, a leak, a malformed error, or a
// refused request that still wrote to the database.
import fc from 'fast-check';
import type { AuthOptions } from 'latchkey';
import { answerProblems } from './answer-checks.js';
import { buildRequest } from './build-request.js';
import { apiRequest, createAccount, FUZZ_PASSWORD, stillSignedIn, type FuzzAccount } from './fuzz-accounts.js';
import { fuzzCase, type FuzzCase } from './fuzz-case.js';
import { createFuzzInstance, type FuzzInstance } from './fuzz-instance.js';
import type { LiveValues } from './fuzz-values.js';
import { routeTable, type FuzzRoute } from './route-table.js';
import { throughNode } from './through-node.js';
import { watchTables, type TableWatch } from './table-snapshot.js';

/**
 * Tables a refused request may change, and why:
 * - `rateLimit`: the rate limiter counts every request, refused or not, and the same
 *   table holds the per-account counts of failed password checks (the account lock)
 *   and the wrong-guess counts of one-time codes, which a refused attempt must raise.
 */
export const TABLES_CHANGED_BY_REFUSALS: ReadonlySet<string> = new Set(['rateLimit']);

export interface FuzzProblem {
  route: string;
  request: string;
  status: number;
  answer: string;
  problems: string[];
}

export interface FuzzReport {
  cases: number;
  problems: FuzzProblem[];
  /** How many answers each status got. */
  statuses: Record<number, number>;
  /** Routes reached with an answer below 400 at least once. */
  routesPassed: number;
  routes: number;
}

/**
 * Runs `cases` generated requests against a fresh instance with every plugin on.
 *
 * @example
 * const report = await runFuzz({ cases: 1000, seed: 42 });
 * report.problems; // []
 */
export async function runFuzz(options: {
  cases: number;
  seed: number;
  plugins?: NonNullable<AuthOptions['plugins']>;
  /** `node` sends every request over HTTP through `toNodeHandler`; the default calls the Fetch handler. */
  through?: 'handler' | 'node';
}): Promise<FuzzReport> {
  const fuzz = await createFuzzInstance({ plugins: options.plugins });
  const restore = options.through === 'node' ? await throughNode(fuzz.auth) : undefined;
  try {
    const routes = await routeTable(fuzz.auth.endpoints);
    const state = await startState(fuzz);
    const report: FuzzReport = { cases: options.cases, problems: [], statuses: {}, routesPassed: 0, routes: routes.length };
    const passed = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fuzzCase(routes), async (testCase) => {
        const route = routes[testCase.route] as FuzzRoute;
        const outcome = await runCase(fuzz, state, route, testCase).catch((error: unknown) => thrown(route, error));
        report.statuses[outcome.status] = (report.statuses[outcome.status] ?? 0) + 1;
        if (outcome.status < 400) passed.add(route.path);
        if (outcome.problem) report.problems.push(outcome.problem);
      }),
      { seed: options.seed, numRuns: options.cases, endOnFailure: true },
    );
    report.routesPassed = passed.size;
    return report;
  } finally {
    await restore?.();
    await fuzz.close();
  }
}

interface FuzzState {
  user: FuzzAccount;
  admin: FuzzAccount;
  other: FuzzAccount;
  orgId: string;
  /** Set after any accepted request: it may have signed someone out. */
  maybeChanged: boolean;
  watch: TableWatch;
}

async function startState(fuzz: FuzzInstance): Promise<FuzzState> {
  const [user, admin, other] = [await createAccount(fuzz, 'user'), await createAccount(fuzz, 'admin'), await createAccount(fuzz, 'user')];
  const orgId = await createOrganization(fuzz, user);
  return { user, admin, other, orgId, maybeChanged: false, watch: watchTables(fuzz.db, TABLES_CHANGED_BY_REFUSALS) };
}

async function createOrganization(fuzz: FuzzInstance, owner: FuzzAccount): Promise<string> {
  const slug = `fuzz-${owner.id.slice(0, 8).toLowerCase()}`;
  const response = await fuzz.auth.handler(apiRequest('/organization/create', { body: { name: 'Fuzz Org', slug }, headers: { cookie: owner.cookie } }));
  const org = (await response.json()) as { id?: string };
  return org.id ?? 'no-organization';
}

/** Re-creates the accounts a previous accepted request signed out, banned or deleted. */
async function refresh(fuzz: FuzzInstance, state: FuzzState): Promise<void> {
  if (!state.maybeChanged) return;
  state.maybeChanged = false;
  if (!(await stillSignedIn(fuzz, state.user))) {
    state.user = await createAccount(fuzz, 'user');
    state.orgId = await createOrganization(fuzz, state.user);
  }
  if (!(await stillSignedIn(fuzz, state.admin))) state.admin = await createAccount(fuzz, 'admin');
  if (!(await stillSignedIn(fuzz, state.other))) state.other = await createAccount(fuzz, 'user');
}

let picked = 0;

/** The id of some row of some table, a different one each call. */
function someRowId(fuzz: FuzzInstance): string {
  const tables = fuzz.db.prepare("select name from sqlite_master where type = 'table' and name not in ('rateLimit', 'user', 'session')").pluck().all() as string[];
  const table = tables[picked % tables.length];
  picked += 1;
  if (!table) return 'no-row';
  const ids = fuzz.db.prepare(`select "id" from "${table}" order by rowid desc limit 5`).pluck().all() as string[];
  return ids[picked % Math.max(ids.length, 1)] ?? 'no-row';
}

function liveValues(fuzz: FuzzInstance, state: FuzzState, actor: FuzzAccount | undefined): LiveValues {
  return {
    $rowId: someRowId(fuzz),
    $email: actor?.email ?? state.user.email,
    $password: FUZZ_PASSWORD,
    $userId: actor?.id ?? state.user.id,
    $otherEmail: state.other.email,
    $otherUserId: state.other.id,
    $sessionToken: actor?.token ?? state.user.token,
    $orgId: state.orgId,
    $phone: '+15555550123',
    $username: 'fuzz_user',
    $url: 'http://localhost:3000/after',
  };
}

async function runCase(
  fuzz: FuzzInstance,
  state: FuzzState,
  route: FuzzRoute,
  testCase: FuzzCase,
): Promise<{ status: number; problem?: FuzzProblem }> {
  await refresh(fuzz, state);
  const actor = testCase.actor === 'nobody' ? undefined : state[testCase.actor];
  const sender = { cookie: actor?.cookie, token: actor?.token, captchaToken: () => fuzz.captchaServer.solve() };
  const built = buildRequest(route, testCase, { live: liveValues(fuzz, state, actor), sender });
  const described = await describe(built.clone());
  // What the accounts' upkeep wrote is not the request's doing.
  state.watch.changes();
  const response = await fuzz.auth.handler(built);
  const text = await response.text();
  await fuzz.settle();
  const problems = answerProblems({ path: route.path, status: response.status, text, contentType: response.headers.get('content-type') }, unavailable(fuzz));
  if (response.status >= 400) {
    const changed = state.watch.changes();
    if (changed.length > 0) problems.push(`refused (${response.status}) but changed ${changed.join(', ')}`);
  } else {
    state.maybeChanged = true;
  }
  if (problems.length === 0) return { status: response.status };
  return { status: response.status, problem: { route: `${route.methods.join('|')} ${route.path}`, request: described, status: response.status, answer: text.slice(0, 500), problems } };
}

/** The handler must answer every request; a throw out of it is a problem too. */
function thrown(route: FuzzRoute, error: unknown): { status: number; problem: FuzzProblem } {
  const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack?.split('\n').slice(1, 6).join('\n')}` : String(error);
  return { status: 0, problem: { route: route.path, request: '(not built)', status: 0, answer: message, problems: ['threw'] } };
}

let unavailableCodes: Set<string> | undefined;

/** The error codes the instance declares with status 503: the documented unavailable answers. */
function unavailable(fuzz: FuzzInstance): ReadonlySet<string> {
  unavailableCodes ??= new Set(
    Object.entries(fuzz.auth.$ERROR_CODES as Record<string, { status: string | number }>)
      .filter(([, spec]) => spec.status === 'SERVICE_UNAVAILABLE' || spec.status === 503)
      .map(([code]) => code),
  );
  return unavailableCodes;
}

/** The request as text, short enough for a report, to replay it. */
async function describe(request: Request): Promise<string> {
  const body = request.body ? (await request.text()).slice(0, 400) : '';
  const headers = [...request.headers].map(([name, value]) => `${name}: ${value.slice(0, 160)}`);
  return `${request.method} ${request.url.slice(0, 300)}\n${headers.join('\n')}\n\n${body}`;
}
