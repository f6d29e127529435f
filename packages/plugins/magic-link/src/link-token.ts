import { z } from 'latchkey/plugins';

/** The purpose magic-link tokens are stored under; they open nothing else. */
export const LINK_PURPOSE = 'magic-link';

const payloadSchema = z.object({ email: z.string(), name: z.string().optional() });

/** What a link's token stands for: the address it was mailed to, and a name for a new user. */
export type LinkPayload = z.infer<typeof payloadSchema>;

/** The stored value of a token, or null when it is not one of ours. */
export function parsePayload(value: string): LinkPayload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
