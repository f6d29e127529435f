// One virtual user's round of the soak: the mixed traffic of a real app, each
// request with the statuses it may answer. Anything else is an error.
import { randomUUID } from 'node:crypto';

export interface SoakStep {
  name: string;
  path: string;
  /** Statuses that are the right answer; a wrong password's 401 is one. */
  expect: readonly number[];
  method?: string;
  body?(user: SoakUser): unknown;
}

export interface SoakUser {
  email: string;
  password: string;
}

export const newSoakUser = (): SoakUser => ({ email: `soak-${randomUUID()}@example.com`, password: 'soak passphrase 0123' });

export const SOAK_STEPS: readonly SoakStep[] = [
  { name: 'sign-up', path: '/sign-up/email', expect: [200], body: (user) => ({ name: 'Soak', email: user.email, password: user.password }) },
  { name: 'get-session', path: '/get-session', expect: [200] },
  { name: 'list-sessions', path: '/list-sessions', expect: [200] },
  { name: 'update-user', path: '/update-user', expect: [200], body: () => ({ name: `Soak ${Math.random().toString(36).slice(2, 8)}` }) },
  { name: 'sign-out', path: '/sign-out', expect: [200], body: () => ({}) },
  { name: 'failed sign-in', path: '/sign-in/email', expect: [401], body: (user) => ({ email: user.email, password: 'not the passphrase' }) },
  { name: 'sign-in', path: '/sign-in/email', expect: [200], body: (user) => ({ email: user.email, password: user.password }) },
  { name: 'get-session', path: '/get-session', expect: [200] },
  { name: 'list-sessions', path: '/list-sessions', expect: [200] },
  { name: 'sign-out', path: '/sign-out', expect: [200], body: () => ({}) },
];
