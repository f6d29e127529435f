import { lazySchema, type z } from 'latchkey/plugins';

/** The purpose magic-link tokens are stored under; they open nothing else. */
export const LINK_PURPOSE = 'magic-link';

const payloadSchema = lazySchema((z) => z.object({ email: z.string(), name: z.string().optional() }));

/** What a link's token stands for: the address it was mailed to, and a name for a new user. */
export type LinkPayload = z.output<typeof payloadSchema>;

/** The stored value of a token, or null when it is not one of ours. */
export async function parsePayload(value: string): Promise<LinkPayload | null> {
  try {
    const parsed = (await payloadSchema.resolve()).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
