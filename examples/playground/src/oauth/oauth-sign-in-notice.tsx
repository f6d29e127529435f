import { useEffect } from 'react';
import { Alert } from '../components/alert.js';
import { useLocation } from '../lib/router.js';
import { authorizationReturn, rememberSignInReturn } from './sign-in-return.js';

/** On the sign-in page: says that another app is waiting, and remembers where to return once signed in. */
export function OAuthSignInNotice() {
  const callbackURL = useLocation().search.get('callbackURL');
  useEffect(() => rememberSignInReturn(callbackURL), [callbackURL]);
  if (!authorizationReturn(callbackURL)) return null;
  return <Alert tone="info">An app asked to sign you in with your Latchkey Playground account. Sign in here to continue.</Alert>;
}
