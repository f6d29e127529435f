import { deleteAnonymousUser } from './endpoints/delete-anonymous-user.js';
import { signInAnonymous } from './endpoints/sign-in-anonymous.js';

/**
 * The anonymous routes, by the name `auth.api` calls them. The client half
 * takes only the type of this record.
 */
export const anonymousEndpoints = { signInAnonymous, deleteAnonymousUser };

export type AnonymousEndpoints = typeof anonymousEndpoints;
