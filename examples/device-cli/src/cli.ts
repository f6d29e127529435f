// A terminal program that signs in with the device flow: it prints a code and a link, waits while
// you approve on another device, then calls the API with the access token as a bearer token.
//
//   npm start -w examples/device-cli -- http://localhost:3000
//   LATCHKEY_URL=http://localhost:3000 DEVICE_CLIENT_ID=device-cli npm start -w examples/device-cli
import { getSession, pollForToken, requestDeviceCode, type FlowOptions } from './device-flow.js';

async function main(): Promise<void> {
  const options: FlowOptions = {
    baseURL: process.argv[2] ?? process.env.LATCHKEY_URL ?? 'http://localhost:3000',
    clientId: process.env.DEVICE_CLIENT_ID ?? 'device-cli',
  };
  const code = await requestDeviceCode({ ...options, scope: process.env.DEVICE_SCOPE });
  console.log(`To sign in, open ${code.verification_uri} and enter the code ${code.user_code}`);
  if (code.verification_uri_complete) console.log(`Or open ${code.verification_uri_complete}`);
  console.log(`Waiting for approval (the code expires in ${Math.round(code.expires_in / 60)} minutes)…`);
  const token = await pollForToken(options, code, {
    onEvent: (event) => {
      if (event.kind === 'slow-down') console.log(`The server asked to poll less often: every ${event.interval} seconds now.`);
    },
  });
  const session = await getSession(options, token.access_token);
  if (!session) throw new Error('The access token did not sign in.');
  console.log(`Signed in as ${session.user.email}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
