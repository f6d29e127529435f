import { toNextJsHandler } from 'latchkey/next';
import { auth } from '../../../../lib/auth';

// Every Latchkey route under /api/auth: /api/auth/sign-in/email, /api/auth/get-session, …
export const { GET, POST } = toNextJsHandler(auth);
