import { createInterface } from 'node:readline/promises';

/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  /** The directory relative paths (`--config`, `--output`) are read from. */
  cwd: string;
  out(text: string): void;
  err(text: string): void;
  /** Whether a person can answer a question on stdin. */
  interactive: boolean;
  /** Asks a yes/no question; anything but `y` or `yes` is no. */
  confirm(question: string): Promise<boolean>;
}

/**
 * The process's own terminal.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2), nodeIo());
 */
export function nodeIo(): CliIo {
  return {
    cwd: process.cwd(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive: process.stdin.isTTY === true,
    async confirm(question) {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      try {
        const answer = await prompt.question(`${question} (y/N) `);
        return /^y(es)?$/i.test(answer.trim());
      } finally {
        prompt.close();
      }
    },
  };
}
