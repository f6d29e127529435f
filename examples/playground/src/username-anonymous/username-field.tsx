import { TextField } from '../components/text-field.js';

/** The sign-up form's optional username: 3–30 letters, digits, `_` and `.`. */
export function UsernameField() {
  return (
    <TextField
      label="Username"
      name="username"
      autoComplete="username"
      minLength={3}
      maxLength={30}
      pattern="[A-Za-z0-9_.]+"
      hint="Optional. 3–30 letters, digits, _ and . — you can sign in with it."
    />
  );
}

/** The username the form holds, when one was typed: a spread into the sign-up body. */
export function usernameFrom(form: FormData): { username?: string } {
  const username = String(form.get('username') ?? '').trim();
  return username ? { username } : {};
}
