import { useEffect } from 'react';
import { navigate } from '../lib/router.js';

/** Replaces the current history entry, e.g. /account → /sign-in when signed out. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
