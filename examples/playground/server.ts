// `npm run playground`: the app and Latchkey on http://localhost:3000 (PORT, BASE_URL and the rest: docs/playground.md).
import { startPlayground } from './server/start-playground.js';

const playground = await startPlayground();
console.log(`Latchkey playground on ${playground.url} (auth at ${playground.url}/api/auth, mailbox at ${playground.url}/mailbox)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void playground.close().then(() => process.exit(0));
  });
}
