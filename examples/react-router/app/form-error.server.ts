import { AuthError } from 'latchkey';
import { data } from 'react-router';

/** Turns a refused sign-in or sign-up into the form's error message; anything else is rethrown. */
export function formError(error: unknown) {
  if (error instanceof AuthError) return data({ error: error.message }, { status: error.status });
  throw error;
}

/** A form field as a string ('' when missing). */
export const field = (form: FormData, name: string): string => String(form.get(name) ?? '');
