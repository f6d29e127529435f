import { fileURLToPath } from 'node:url';

const root = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Source aliases so tests run against the packages' TypeScript, not their builds. */
export const alias = [
  { find: /^latchkey\/(.*)$/, replacement: root('./packages/core/src/entries/$1.ts') },
  { find: /^latchkey$/, replacement: root('./packages/core/src/index.ts') },
  { find: /^@latchkey\/client\/cookies$/, replacement: root('./packages/client/src/cookies.ts') },
  { find: /^@latchkey\/client$/, replacement: root('./packages/client/src/index.ts') },
  { find: /^@latchkey\/react$/, replacement: root('./packages/react/src/index.ts') },
  { find: /^@latchkey\/test-utils$/, replacement: root('./packages/test-utils/src/index.ts') },
  { find: /^@latchkey\/test-utils\/(.*)$/, replacement: root('./packages/test-utils/src/$1.ts') },
  // Every other @latchkey/<name> is a plugin under packages/plugins/<name>, with a /client entry (and a /react one for some).
  { find: /^@latchkey\/([a-z0-9-]+)\/client$/, replacement: root('./packages/plugins/$1/src/client.ts') },
  { find: /^@latchkey\/([a-z0-9-]+)\/react$/, replacement: root('./packages/plugins/$1/src/react.ts') },
  { find: /^@latchkey\/([a-z0-9-]+)$/, replacement: root('./packages/plugins/$1/src/index.ts') },
];
