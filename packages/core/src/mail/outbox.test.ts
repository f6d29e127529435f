import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailer } from './dev-mailer.js';
import { readOutbox, waitForMail } from './outbox.js';

let dir: string;
let outbox: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latchkey-outbox-'));
  outbox = join(dir, 'outbox.jsonl');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readOutbox', () => {
  it('answers [] for a missing file', async () => {
    expect(await readOutbox(join(dir, 'missing.jsonl'))).toEqual([]);
  });

  it('reads mails in order and skips a half-written line', async () => {
    await writeFile(outbox, '{"type":"a","to":"x","subject":"s","text":"t","sentAt":"2030-01-01T00:00:00.000Z"}\n{"type":"b"');
    const mails = await readOutbox(outbox);
    expect(mails.map((mail) => mail.type)).toEqual(['a']);
  });
});

describe('waitForMail', () => {
  it('resolves with the newest match once it arrives', async () => {
    const mailer = createDevMailer({ outbox, log: false });
    await mailer.send({ type: 'verification', to: 'ada@example.com', subject: 'old', text: '' });
    const waiting = waitForMail(outbox, (mail) => mail.to === 'bob@example.com', { timeoutMs: 2000, intervalMs: 10 });
    const sent = new Promise((done) => {
      setTimeout(() => {
        const first = mailer.send({ type: 'verification', to: 'bob@example.com', subject: 'first', text: '' });
        const second = mailer.send({ type: 'verification', to: 'bob@example.com', subject: 'second', text: '' });
        done(Promise.all([first, second]));
      }, 30);
    });
    const mail = await waiting;
    expect(mail.to).toBe('bob@example.com');
    await sent;
    expect(await waitForMail(outbox, (m) => m.to === 'bob@example.com')).toMatchObject({ subject: 'second' });
  });

  it('throws after the timeout', async () => {
    await appendFile(outbox, '');
    await expect(waitForMail(outbox, () => false, { timeoutMs: 50, intervalMs: 10 })).rejects.toThrow(/No matching mail/);
  });
});
