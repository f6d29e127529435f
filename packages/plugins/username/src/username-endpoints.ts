import { isUsernameAvailable } from './endpoints/is-username-available.js';
import { signInUsername } from './endpoints/sign-in-username.js';

/**
 * The username routes, by the name `auth.api` calls them. The client half
 * takes only the type of this record.
 */
export const usernameEndpoints = { signInUsername, isUsernameAvailable };

export type UsernameEndpoints = typeof usernameEndpoints;
