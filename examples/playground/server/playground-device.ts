import { bearer } from '@latchkey/bearer';
import { deviceAuthorization } from '@latchkey/device-authorization';

/**
 * The playground's device sign-in: bearer tokens (so a terminal program can
 * call the API with the access token it receives) and the device flow, whose
 * codes people enter on the app's /device page. Any client id may start a flow
 * here; a real app names its own in `validateClient`.
 *
 * @example
 * createAuth({ plugins: [...playgroundDevice()] });
 */
export function playgroundDevice() {
  return [bearer(), deviceAuthorization({ verificationURI: '/device' })] as const;
}
