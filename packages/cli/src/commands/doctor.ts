import type { CliIo } from '../cli-io.js';
import { checkBaseURL } from '../doctor/check-base-url.js';
import { checkDatabase } from '../doctor/check-database.js';
import { checkSecret } from '../doctor/check-secret.js';
import { checkTrustedOrigins } from '../doctor/check-trusted-origins.js';
import type { Finding } from '../doctor/finding.js';
import { loadAuthContext } from '../load-auth-context.js';

const MARK: Record<Finding['level'], string> = { ok: '✓', warning: '!', problem: '✗' };

/**
 * `latchkey doctor`: loads the config as the app would and checks what a
 * deployment needs: the secret, the base URL, the trusted origins, the database
 * and its schema. Prints each finding with its fix; exits 1 when any is a problem.
 *
 * @example
 * await doctor({ config: 'src/auth.ts', env: process.env }, nodeIo()); // 0 when all is well
 */
export async function doctor(args: { config: string; env: Record<string, string | undefined> }, io: CliIo): Promise<number> {
  io.out(`latchkey doctor: ${args.config}`);
  const { context, error } = await loadAuthContext(args.config, io);
  const findings: Finding[] = context
    ? [
        ...checkSecret({ option: context.options?.secret, env: args.env }),
        ...checkBaseURL({ option: context.options?.baseURL, resolved: context.baseURL, env: args.env }),
        ...checkTrustedOrigins({ origins: context.options?.trustedOrigins ?? [], baseURL: context.baseURL }),
        ...(await checkDatabase(context, { configPath: args.config })),
      ]
    : [{ level: 'problem', subject: 'config', message: error }];
  for (const finding of findings) {
    io.out(`  ${MARK[finding.level]} ${finding.subject}: ${finding.message}`);
    if (finding.fix) io.out(`      fix: ${finding.fix}`);
  }
  const problems = findings.filter((finding) => finding.level === 'problem').length;
  io.out(problems === 0 ? 'No problems found.' : `${problems} problem${problems === 1 ? '' : 's'} to fix.`);
  return problems === 0 ? 0 : 1;
}
