import { isLoopback, type Finding } from './finding.js';

/**
 * Checks the base URL: configured (not the localhost fallback), https unless it
 * is this machine, and not set two different ways.
 *
 * @example
 * checkBaseURL({ option: undefined, resolved: 'https://app.example.com', env: process.env });
 */
export function checkBaseURL(input: { option: unknown; resolved: string | undefined; env: Record<string, string | undefined> }): Finding[] {
  const fromOption = typeof input.option === 'string' ? input.option : undefined;
  const fromEnv = input.env.LATCHKEY_URL || undefined;
  if (!fromOption && !fromEnv) {
    return [
      {
        level: 'problem',
        subject: 'base URL',
        message: `Neither LATCHKEY_URL nor the \`baseURL\` option is set. Outside production Latchkey assumes ${input.resolved ?? 'http://localhost:3000'}; in production it refuses to start.`,
        fix: "Set LATCHKEY_URL to the app's public URL, e.g. https://app.example.com.",
      },
    ];
  }
  const findings: Finding[] = [];
  if (fromOption && fromEnv && new URL(fromOption).origin !== safeOrigin(fromEnv)) {
    findings.push({
      level: 'warning',
      subject: 'base URL',
      message: `The \`baseURL\` option (${fromOption}) wins over LATCHKEY_URL (${fromEnv}).`,
      fix: 'Keep one of the two, so the deployment says what it runs with.',
    });
  }
  const url = new URL(input.resolved ?? fromOption ?? fromEnv!);
  if (isLoopback(url)) {
    findings.push({ level: 'warning', subject: 'base URL', message: `${url.origin} is this machine: right for development, wrong for a deployment.` });
  } else if (url.protocol !== 'https:') {
    findings.push({
      level: 'problem',
      subject: 'base URL',
      message: `${url.origin} is plain http: session cookies would travel unencrypted and lose the Secure attribute.`,
      fix: 'Serve the app over https and set LATCHKEY_URL to its https URL.',
    });
  }
  if (!findings.some((finding) => finding.level === 'problem')) {
    findings.unshift({ level: 'ok', subject: 'base URL', message: `${url.origin}, from ${fromOption ? 'the `baseURL` option' : 'LATCHKEY_URL'}.` });
  }
  return findings;
}

function safeOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
