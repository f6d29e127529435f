/** Whether a user record is an anonymous one (the field may be absent on rows from before the plugin). */
export const isAnonymous = (user: object | null | undefined): boolean => (user as { isAnonymous?: unknown } | null | undefined)?.isAnonymous === true;
