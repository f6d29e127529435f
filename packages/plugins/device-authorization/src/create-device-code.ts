import { UniqueConstraintError } from 'latchkey';
import { generateRandomString, hashTokenSync } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedDeviceAuthorizationOptions } from './device-authorization-options.js';
import { generateUserCode, hashUserCode } from './user-code.js';

export interface CreatedDeviceCode {
  deviceCode: string;
  /** Normalised, without the dash. */
  userCode: string;
}

// Two live user codes colliding is rare (20^8 values); a few fresh draws settle it.
const ATTEMPTS = 5;

/**
 * Stores a new pending device code for a client: only hashes of both codes
 * are kept, and the codes are answered once, to the device.
 */
export async function createDeviceCode(
  auth: AuthContext,
  input: { clientId: string; scope: string | null; redeemer?: string | null; options: ResolvedDeviceAuthorizationOptions },
): Promise<CreatedDeviceCode> {
  const { options } = input;
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    const deviceCode = generateRandomString(options.deviceCodeLength);
    const userCode = generateUserCode(options.userCodeLength);
    try {
      await auth.db.create({
        model: 'deviceCode',
        data: {
          id: auth.generateId(),
          deviceCode: hashTokenSync(deviceCode),
          userCode: hashUserCode(auth, userCode),
          userId: null,
          expiresAt: new Date(now.getTime() + options.expiresIn * 1000),
          status: 'pending',
          lastPolledAt: null,
          pollingInterval: options.interval,
          clientId: input.clientId,
          scope: input.scope,
          redeemer: input.redeemer ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      return { deviceCode, userCode };
    } catch (error) {
      if (!(error instanceof UniqueConstraintError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
