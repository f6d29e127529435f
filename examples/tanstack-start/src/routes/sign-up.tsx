import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../auth-form.js';
import { signUp } from '../session.js';

export const Route = createFileRoute('/sign-up')({ component: SignUp });

function SignUp() {
  return (
    <AuthForm title="Sign up" submit="Create account" action={signUp} next="/dashboard">
      <label>
        Name <input name="name" autoComplete="name" required />
      </label>
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="new-password" required minLength={8} />
      </label>
    </AuthForm>
  );
}
