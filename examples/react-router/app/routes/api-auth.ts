import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { auth } from '../auth.server.js';

// GET and POST under /api/auth go to Latchkey's Fetch handler as they are.
export const loader = ({ request }: LoaderFunctionArgs) => auth.handler(request);
export const action = ({ request }: ActionFunctionArgs) => auth.handler(request);
