'use client';
import { useActionState } from 'react';
import type { FormState } from '../app/actions';

interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

/** A form bound to a server action; shows the action's error or notice under it. */
export function AuthForm(props: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: readonly Field[];
  submit: string;
}) {
  const [state, action, pending] = useActionState(props.action, {});
  return (
    <form action={action}>
      {props.fields.map((field) => (
        <label key={field.name}>
          {field.label}
          <input name={field.name} type={field.type} autoComplete={field.autoComplete} required />
        </label>
      ))}
      <button type="submit" disabled={pending}>
        {props.submit}
      </button>
      {state.error && <p role="alert">{state.error}</p>}
      {state.notice && <p role="status">{state.notice}</p>}
    </form>
  );
}
