import type { Zod } from 'latchkey/plugins';

/** The fields an endpoint is created or updated with. */
export const endpointFields = (z: Zod) => ({
  url: z.string().min(1).max(2048),
  eventTypes: z.array(z.string().min(1).max(100)).max(200).nullable(),
  description: z.string().max(255).nullable(),
  enabled: z.boolean(),
});

/** An id in a body or query. */
export const idInput = (z: Zod) => z.string().min(1).max(255);
