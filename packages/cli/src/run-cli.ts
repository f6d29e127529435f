import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io.js';
import { cleanup } from './commands/cleanup.js';
import { doctor } from './commands/doctor.js';
import { generate } from './commands/generate.js';
import { migrate } from './commands/migrate.js';
import { secret } from './commands/secret.js';
import { HELP } from './help.js';

const options = {
  config: { type: 'string', short: 'c' },
  yes: { type: 'boolean', short: 'y' },
  output: { type: 'string', short: 'o' },
  'rate-limit-max-age': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionName = keyof typeof options;

/** The options each command accepts besides `--help`. */
const accepted: Record<string, readonly OptionName[]> = {
  migrate: ['config', 'yes'],
  generate: ['config', 'output'],
  cleanup: ['config', 'rate-limit-max-age'],
  doctor: ['config'],
  secret: [],
};

/**
 * Runs one `latchkey` command and returns its exit code: 0 done, 1 refused or
 * failed, 2 usage error.
 *
 * @example
 * process.exitCode = await runCli(['migrate', '--config', 'src/auth.ts', '--yes'], nodeIo());
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return usage(io, error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === 'help') {
    io.out(HELP);
    return 0;
  }
  if (!command) return usage(io, 'Missing command.');
  const allowed = accepted[command];
  if (!allowed) return usage(io, `Unknown command "${command}".`);
  if (extra.length > 0) return usage(io, `Unexpected argument "${extra[0]}".`);
  const unexpected = (Object.keys(values) as OptionName[]).find((name) => name !== 'help' && !allowed.includes(name));
  if (unexpected) return usage(io, `"${command}" does not take --${unexpected}.`);
  try {
    return await dispatch(command, values, io);
  } catch (error) {
    // A database that cannot be reached or a failing query: report it, no stack trace.
    io.err(`latchkey ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function dispatch(command: string, values: ReturnType<typeof parse>['values'], io: CliIo): Promise<number> {
  if (command === 'secret') return secret(io);
  const config = values.config;
  if (!config) return usage(io, `"${command}" needs --config <file>: the module exporting your auth instance.`);
  if (command === 'migrate') return migrate({ config, yes: values.yes === true }, io);
  if (command === 'generate') return generate({ config, output: values.output }, io);
  if (command === 'doctor') return doctor({ config, env: process.env }, io);
  const maxAge = values['rate-limit-max-age'];
  const seconds = maxAge === undefined ? undefined : Number(maxAge);
  if (seconds !== undefined && !(Number.isFinite(seconds) && seconds >= 0)) {
    return usage(io, `--rate-limit-max-age takes a number of seconds, not "${maxAge}".`);
  }
  return cleanup({ config, rateLimitMaxAgeSeconds: seconds }, io);
}

function parse(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
}

function usage(io: CliIo, message: string): number {
  io.err(`${message}\nRun \`latchkey --help\` for usage.`);
  return 2;
}
