'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuthError } from 'latchkey';
import { applyCookies } from 'latchkey/next';
import { auth } from '../lib/auth';

/** What a form shows after its action: an error message, or a notice. */
export interface FormState {
  error?: string;
  notice?: string;
}

/** Where a verification link leads: the sign-in page, which says the address is verified. */
const VERIFIED = '/sign-in?verified=1';

const text = (form: FormData, name: string): string => String(form.get(name) ?? '');

/** The message of an expected refusal (wrong password, address taken); anything else is rethrown. */
function refusal(error: unknown): FormState {
  if (error instanceof AuthError) return { error: error.message };
  throw error;
}

/**
 * Signs in on the server. `applyCookies` hands the session cookie that Latchkey
 * answers with to Next's cookie store, which sends it with the action's response.
 */
export async function signIn(_previous: FormState, form: FormData): Promise<FormState> {
  try {
    // An unverified address gets a fresh verification mail; its link leads back here.
    const body = { email: text(form, 'email'), password: text(form, 'password'), callbackURL: VERIFIED };
    applyCookies(await auth.api.signInEmail({ body, headers: await headers(), returnHeaders: true }), await cookies());
  } catch (error) {
    return refusal(error);
  }
  redirect('/dashboard');
}

/** Creates the account; the verification mail lands in the dev mailbox, and its link leads back to sign-in. */
export async function signUp(_previous: FormState, form: FormData): Promise<FormState> {
  try {
    const body = { name: text(form, 'name'), email: text(form, 'email'), password: text(form, 'password'), callbackURL: VERIFIED };
    applyCookies(await auth.api.signUpEmail({ body, headers: await headers(), returnHeaders: true }), await cookies());
  } catch (error) {
    return refusal(error);
  }
  return { notice: 'Check the mailbox for the verification link.' };
}

/** Ends the session in the database and deletes its cookie. */
export async function signOut(): Promise<void> {
  applyCookies(await auth.api.signOut({ headers: await headers(), returnHeaders: true }), await cookies());
  redirect('/sign-in');
}
