// `npm run playground`: the app and Latchkey on http://localhost:3000 (PORT, BASE_URL and the rest: docs/playground.md).
import { startSecondApp } from './server/second-app/start-second-app.js';
import { startPlayground } from './server/start-playground.js';

const playground = await startPlayground();
console.log(`Latchkey playground on ${playground.url} (auth at ${playground.url}/api/auth, mailbox at ${playground.url}/mailbox)`);
// A relying party on another port (SECOND_APP_PORT): "Sign in with Latchkey Playground".
const secondApp = await startSecondApp({ playgroundURL: playground.url, auth: playground.auth });
console.log(`Second App, signing in with the playground, on ${secondApp.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([secondApp.close(), playground.close()]).then(() => process.exit(0));
  });
}
