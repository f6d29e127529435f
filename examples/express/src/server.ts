import { createApp } from './app.js';
import { createAppAuth } from './auth.js';

const port = Number(process.env.PORT ?? 3000);

createApp(createAppAuth()).listen(port, () => {
  console.log(`Express example on http://localhost:${port} (auth at /api/auth, your route at /api/me)`);
});
