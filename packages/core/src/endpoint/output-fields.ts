/**
 * The extra user and session fields an instance declares, carried on each of its
 * endpoint types as a type-only tag. Outputs are augmented with them where an
 * output type is read (a server call, a client call), not when the registry is
 * built: rewriting every endpoint's handler up front made type-checking grow
 * with every endpoint of every plugin.
 */
export interface OutputFields<UX, SX> {
  /** Types only; never present at runtime. */
  readonly $outputFields?: { user: UX; session: SX };
}

/** The fields tag of an endpoint type, or `{}` when it has none. */
export type OutputFieldsOf<E> = E extends { readonly $outputFields?: infer F } ? NonNullable<F> : never;

/**
 * Adds the extra fields to answers that carry a user or a session: `{ user }`,
 * `{ session, user }`, and lists of sessions. Shallow on purpose, to stay cheap
 * for the type checker.
 */
export type WithOutputFields<T, F> = [F] extends [{ user: infer UX; session: infer SX }] ? Augment<T, UX, SX> : T;

type Augment<T, UX, SX> = T extends readonly (infer E)[]
  ? Augment<E, UX, SX>[]
  : T extends { userId: string; expiresAt: Date }
    ? T & SX
    : T extends object
      ? { [K in keyof T]: K extends 'user' ? NonNullable<T[K]> & UX : K extends 'session' ? NonNullable<T[K]> & SX : T[K] }
      : T;
