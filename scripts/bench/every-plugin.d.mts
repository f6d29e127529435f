import type { AuthOptions } from 'latchkey';

/** The 17 plugins, freshly built. */
export declare const everyPlugin: () => NonNullable<AuthOptions['plugins']>;
/** Plugins whose sign-up asks for a captcha answer or looks the password up online: a bench signs up without them. */
export declare const ASKS_THE_NETWORK: ReadonlySet<string>;
