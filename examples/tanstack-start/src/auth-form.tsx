import { useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { FormResult } from './session.js';

interface AuthFormProps {
  title: string;
  submit: string;
  /** The server function the form's fields go to. */
  action: (input: { data: FormData }) => Promise<FormResult>;
  /** Where to go once it worked: a path of this app. */
  next: string;
  children: ReactNode;
}

/** A sign-in or sign-up form: posts its fields to a server function, then reloads the session and moves on. */
export function AuthForm({ title, submit, action, next, children }: AuthFormProps) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const result = await action({ data: new FormData(event.currentTarget) });
    if (result) return setError(result.error);
    await router.invalidate();
    await router.navigate({ to: next });
  };
  return (
    <form onSubmit={onSubmit}>
      <h1>{title}</h1>
      {children}
      <button type="submit">{submit}</button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

/** `next` when it is a path of this app, else the dashboard: never another site. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/dashboard';
  return next;
}
