/** What a password rule sees: the new password and, when known, whose it will be. */
export interface NewPasswordInput {
  password: string;
  user?: { id: string; email: string } | null;
}
