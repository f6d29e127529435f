import type { AuthContext } from 'latchkey/plugins';
import type { DeviceCodeRecord } from './device-code-record.js';

/** What `slow_down` adds to a device's interval (RFC 8628 §3.5), in seconds. */
export const SLOW_DOWN_STEP = 5;
// A device that keeps polling too fast stops growing its interval here, so the counter cannot run away.
const MAX_INTERVAL = 300;

/**
 * Records a poll if the device kept its interval since the last one, in one
 * conditional update: of several polls at once, exactly one is on time. A poll
 * that is too early grows the remembered interval by 5 seconds (for this and
 * every later poll) and answers false: `slow_down`.
 */
export async function claimPoll(auth: AuthContext, record: DeviceCodeRecord, now = new Date()): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - record.pollingInterval * 1000);
  const claimed = await auth.db.updateMany({
    model: 'deviceCode',
    where: [
      { field: 'id', value: record.id },
      { field: 'lastPolledAt', value: null },
      { field: 'id', value: record.id, connector: 'OR' },
      { field: 'lastPolledAt', operator: 'lte', value: dueBefore },
    ],
    update: { lastPolledAt: now },
  });
  if (claimed === 1) return true;
  await auth.db.incrementOne({
    model: 'deviceCode',
    where: [{ field: 'id', value: record.id }],
    field: 'pollingInterval',
    by: SLOW_DOWN_STEP,
    below: MAX_INTERVAL,
  });
  return false;
}
