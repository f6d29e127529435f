import { error } from './error.js';
import { ok } from './ok.js';

/** The core registry: every endpoint Latchkey serves without plugins. */
export const coreEndpoints = { ok, error } as const;

export type CoreEndpoints = typeof coreEndpoints;
