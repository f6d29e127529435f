import type { Zod } from 'latchkey/plugins';

/** A `client_id` as RFC 6749 allows it: printable ASCII, bounded. */
export const clientIdInput = (z: Zod) => z.string().min(1).max(255).regex(/^[\x20-\x7e]+$/);
