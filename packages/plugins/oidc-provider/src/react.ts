// @latchkey/oidc-provider/react: the consent page's body for React apps.
export { ConsentScreen } from './consent-screen.js';
export type { ConsentClient, ConsentScreenProps } from './consent-screen.js';
