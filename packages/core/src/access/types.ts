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
