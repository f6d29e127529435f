import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Mail } from './mail.js';

// One write chain per outbox file, shared by every mailer in the process, so
// lines are written whole and in order however many sends overlap.
const chains = new Map<string, Promise<void>>();

/**
 * Appends one mail as a single JSON line, creating the file and its directories.
 *
 * @example
 * await appendToOutbox('.latchkey/outbox.jsonl', mail);
 */
export function appendToOutbox(path: string, mail: Mail): Promise<void> {
  const file = resolve(path);
  const line = `${JSON.stringify(mail)}\n`;
  const previous = chains.get(file) ?? Promise.resolve();
  const write = previous.then(async () => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, line, 'utf8');
  });
  // The chain continues past a failed write; the failure goes to this caller only.
  const settled = write.catch(() => undefined);
  chains.set(file, settled);
  void settled.then(() => {
    if (chains.get(file) === settled) chains.delete(file);
  });
  return write;
}

/**
 * Reads every mail in an outbox file, oldest first. A missing file is an empty
 * outbox; an unreadable line (say, one being written right now) is skipped.
 *
 * @example
 * const mails = await readOutbox('.latchkey/outbox.jsonl');
 */
export async function readOutbox(path: string): Promise<Mail[]> {
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: Mail[] = [];
  for (const line of content.split('\n')) {
    if (line.trim() === '') continue;
    try {
      mails.push(JSON.parse(line) as Mail);
    } catch {
      continue;
    }
  }
  return mails;
}

export interface WaitForMailOptions {
  /** Give up after this long. Default 5000. */
  timeoutMs?: number;
  /** Time between reads of the file. Default 50. */
  intervalMs?: number;
}

/**
 * Polls an outbox until a mail matches, and answers the newest match. Throws
 * when none arrives in time: it is meant for tests and the playground, where a
 * missing mail is a failure.
 *
 * @example
 * const mail = await waitForMail(outbox, (m) => m.to === 'ada@example.com' && m.type === 'verification');
 * await fetch(mail.url!);
 */
export async function waitForMail(
  path: string,
  predicate: (mail: Mail) => boolean,
  options: WaitForMailOptions = {},
): Promise<Mail> {
  const { timeoutMs = 5000, intervalMs = 50 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(path);
    for (let i = mails.length - 1; i >= 0; i--) {
      const mail = mails[i];
      if (mail && predicate(mail)) return mail;
    }
    if (Date.now() >= deadline) throw new Error(`No matching mail in ${path} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
