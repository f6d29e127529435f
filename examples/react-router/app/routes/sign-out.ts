import { redirect, type ActionFunctionArgs } from 'react-router';
import { auth } from '../auth.server.js';

export async function action({ request }: ActionFunctionArgs) {
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  // The headers clear the session cookies in the browser.
  return redirect('/', { headers });
}

export const loader = () => redirect('/');
