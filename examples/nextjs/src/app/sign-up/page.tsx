import Link from 'next/link';
import { signUp } from '../actions';
import { AuthForm } from '../../components/auth-form';

export default function SignUpPage() {
  return (
    <main>
      <h1>Sign up</h1>
      <AuthForm
        action={signUp}
        submit="Create account"
        fields={[
          { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
          { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
          { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
        ]}
      />
      <p>
        Then open the <Link href="/mailbox">mailbox</Link> to verify your address. Already verified? <Link href="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}
