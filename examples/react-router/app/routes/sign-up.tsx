import { Form, redirect, useActionData, type ActionFunctionArgs } from 'react-router';
import { auth } from '../auth.server.js';
import { field, formError } from '../form-error.server.js';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const { headers } = await auth.api.signUpEmail({
      body: { name: field(form, 'name'), email: field(form, 'email'), password: field(form, 'password') },
      headers: request.headers,
      returnHeaders: true,
    });
    // A new account is signed in at once; `headers` carries its session cookie.
    return redirect('/dashboard', { headers });
  } catch (error) {
    return formError(error);
  }
}

export default function SignUp() {
  const result = useActionData<typeof action>();
  return (
    <Form method="post">
      <h1>Sign up</h1>
      <label>
        Name <input name="name" autoComplete="name" required />
      </label>
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="new-password" required minLength={8} />
      </label>
      <button type="submit">Create account</button>
      {result?.error && <p role="alert">{result.error}</p>}
    </Form>
  );
}
