import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevMailer } from './dev-mailer.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latchkey-mail-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('createDevMailer', () => {
  it('appends one JSON line per mail, creating directories', async () => {
    const outbox = join(dir, 'nested', 'deeper', 'outbox.jsonl');
    const mailer = createDevMailer({ outbox, log: false });
    await mailer.send({
      type: 'verification',
      to: 'ada@example.com',
      subject: 'Verify',
      text: 'line one\nline two',
      html: '<p>hi</p>',
      url: 'http://localhost/verify?token=t1',
      token: 't1',
    });
    const lines = (await readFile(outbox, 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    const mail = JSON.parse(lines[0] ?? '');
    expect(mail).toEqual({
      type: 'verification',
      to: 'ada@example.com',
      subject: 'Verify',
      text: 'line one\nline two',
      url: 'http://localhost/verify?token=t1',
      token: 't1',
      sentAt: expect.any(String),
    });
    expect(new Date(mail.sentAt).toISOString()).toBe(mail.sentAt);
  });

  it('writes valid, whole JSON lines under 50 concurrent sends', async () => {
    const outbox = join(dir, 'outbox.jsonl');
    const mailers = [createDevMailer({ outbox, log: false }), createDevMailer({ outbox, log: false })];
    const big = 'x'.repeat(20_000);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        mailers[i % 2]?.send({ type: 'reset-password', to: `u${i}@example.com`, subject: `#${i}`, text: big, token: `t${i}` }),
      ),
    );
    const lines = (await readFile(outbox, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(50);
    const mails = lines.map((line) => JSON.parse(line) as { to: string; text: string });
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(50);
    expect(mails.every((mail) => mail.text === big)).toBe(true);
  });

  it('prints a short summary unless told not to', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await createDevMailer().send({ type: 'verification', to: 'ada@example.com', subject: 'Verify', text: 'long body', url: 'http://x/v' });
    expect(info).toHaveBeenCalledTimes(1);
    const printed = String(info.mock.calls[0]?.[0]);
    expect(printed).toContain('ada@example.com');
    expect(printed).toContain('http://x/v');
    expect(printed).not.toContain('long body');
    await createDevMailer({ log: false }).send({ type: 'x', to: 'a@b.c', subject: 's', text: 't' });
    expect(info).toHaveBeenCalledTimes(1);
  });
});
