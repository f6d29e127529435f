/** Resources and the actions each allows: `{ user: ['create', 'ban'], session: ['revoke'] }`. */
export type Statements = Readonly<Record<string, readonly string[]>>;

/** Some actions on some resources of a statement; the shape of roles and of permission checks. */
export type Permissions<S extends Statements = Statements> = {
  readonly [R in keyof S]?: readonly S[R][number][];
};

/** A role: the permissions it grants. */
export interface Role<S extends Statements = Statements> {
  readonly permissions: Permissions<S>;
  /** Whether this role alone grants every requested action. */
  authorize(request: Permissions<S>): boolean;
}

/** A statement, and the factory of roles checked against it. */
export interface AccessControl<S extends Statements> {
  readonly statements: S;
  /** A role granting these actions; an action the statement does not declare is refused at start. */
  newRole(permissions: Permissions<S>): Role<S>;
}

type ResourcesOf<G> = G extends unknown ? keyof G : never;
type ActionsOf<G, K> = G extends unknown ? (K extends keyof G ? (NonNullable<G[K]> extends readonly (infer A)[] ? A : never) : never) : never;

/**
 * Permissions over every resource and action of some grants' statements: the
 * input of a permission check whose roles an app configures. Give it the
 * `permissions` of the roles (a union); roles built from a larger statement of
 * the app's own widen it, and a loosely typed role (`Role`) opens it to any string.
 *
 * @example
 * const roles = { editor, accountant };
 * type Asked = AllowedPermissions<(typeof roles)[keyof typeof roles]['permissions']>;
 * const asked: Asked = { project: ['share'] }; // `{ projet: [...] }` fails to compile
 */
export type AllowedPermissions<G> = { readonly [K in ResourcesOf<G>]?: readonly ActionsOf<G, K>[] };

/**
 * The permissions a record of roles can be asked about: every resource and
 * action of the statements the roles were built from.
 *
 * @example
 * const roles = { editor: ac.newRole({ project: ['create'] }) };
 * const asked: PermissionsOfRoles<typeof roles> = { project: ['delete'] }; // any action of the statement
 */
export type PermissionsOfRoles<R> = AllowedPermissions<R[keyof R] extends infer X ? (X extends { readonly permissions: infer P } ? P : never) : never>;
