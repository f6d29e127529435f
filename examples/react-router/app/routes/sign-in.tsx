import { Form, Link, redirect, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { auth } from '../auth.server.js';
import { field, formError } from '../form-error.server.js';
import { nextPath } from '../session.server.js';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: field(form, 'email'), password: field(form, 'password') },
      headers: request.headers,
      returnHeaders: true,
    });
    // `headers` carries the session cookie; the redirect hands it to the browser.
    return redirect(nextPath(form.get('next')), { headers });
  } catch (error) {
    return formError(error);
  }
}

export default function SignIn() {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <Form method="post">
      <h1>Sign in</h1>
      <input type="hidden" name="next" value={search.get('next') ?? '/dashboard'} />
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit">Sign in</button>
      {result?.error && <p role="alert">{result.error}</p>}
      <p>
        No account? <Link to="/sign-up">Sign up</Link>
      </p>
    </Form>
  );
}
