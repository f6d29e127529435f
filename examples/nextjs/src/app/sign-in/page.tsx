import Link from 'next/link';
import { signIn } from '../actions';
import { AuthForm } from '../../components/auth-form';

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ verified?: string }> }) {
  const { verified } = await searchParams;
  return (
    <main>
      <h1>Sign in</h1>
      {verified && <p role="status">Your email is verified. Sign in to continue.</p>}
      <AuthForm
        action={signIn}
        submit="Sign in"
        fields={[
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <p>
        No account? <Link href="/sign-up">Sign up</Link>
      </p>
    </main>
  );
}
