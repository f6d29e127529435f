// The compromised-password plugin's event: a refused password, without the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { compromisedPassword } from './compromised-password.js';
import { startRangeServer, type RangeServer } from '@latchkey/test-utils/fake-servers/range-server';

const BREACHED = 'breached but long 1';

describe('compromised-password events', () => {
  let server: RangeServer;
  beforeAll(async () => {
    server = await startRangeServer({ breached: { [BREACHED]: 52_000 } });
  });
  afterAll(() => server.close());

  it('a breached password is refused with one event; a fresh one has none', async () => {
    const recorder = eventRecorder();
    const auth = createTestAuth({ onEvent: recorder.onEvent, plugins: [compromisedPassword({ rangeURL: server.url })] });
    await auth.handler(request('/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: BREACHED } }));
    await auth.handler(request('/sign-up/email', { body: { name: 'Ada', email: 'ada@example.com', password: 'a brand new passphrase' } }));
    expect((await recorder.of('password.refused')).map((e) => e.detail)).toEqual([{ reason: 'compromised' }]);
    expect(JSON.stringify(recorder.events)).not.toContain(BREACHED);
  });
});
