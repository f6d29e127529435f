/** Types only: the key under which a registry carries its output fields. */
declare const outputFields: unique symbol;

/**
 * The extra user and session fields an instance declares, carried once on its
 * endpoint registry as a type-only tag (under a symbol, so it is never taken
 * for an endpoint). Outputs are augmented with them where an output type is
 * read (a server call, a client call), not when the registry is built:
 * rewriting or tagging every endpoint up front made type-checking grow with
 * every endpoint of every plugin.
 */
export interface OutputFields<UX, SX, UI = {}> {
  /** `userInput`: the extra user fields a sign-up or update-user request may set (answered by a function type, so it is worked out only where read). */
  readonly [outputFields]?: { user: UX; session: SX; userInput: UI };
}

/** The fields a registry carries, or `never` when it has none. */
export type OutputFieldsOf<R> = R extends { readonly [outputFields]?: infer F } ? NonNullable<F> : never;

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
