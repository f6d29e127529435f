import { createFileRoute, Link } from '@tanstack/react-router';
import { AuthForm, safeNext } from '../auth-form.js';
import { signIn } from '../session.js';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): { next?: string } =>
    typeof search.next === 'string' ? { next: search.next } : {},
  component: SignIn,
});

function SignIn() {
  const { next } = Route.useSearch();
  return (
    <AuthForm title="Sign in" submit="Sign in" action={signIn} next={safeNext(next)}>
      <label>
        Email <input name="email" type="email" autoComplete="email" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <p>
        No account? <Link to="/sign-up">Sign up</Link>
      </p>
    </AuthForm>
  );
}
