export type CaptchaProvider = 'cloudflare-turnstile' | 'google-recaptcha-v2' | 'google-recaptcha-v3' | 'hcaptcha';

/** Each provider's documented verification endpoint. */
export const VERIFY_URLS: Readonly<Record<CaptchaProvider, string>> = {
  'cloudflare-turnstile': 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'google-recaptcha-v2': 'https://www.google.com/recaptcha/api/siteverify',
  'google-recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** The routes a captcha guards unless told otherwise: where bots sign up, guess passwords and send mail. */
export const DEFAULT_CAPTCHA_ENDPOINTS: readonly string[] = [
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
  '/forget-password',
];

export interface CaptchaOptions {
  provider: CaptchaProvider;
  /** The provider's secret key for your site. */
  secretKey: string;
  /** hCaptcha: your site key, sent along so a token solved on another of your sites is refused. */
  siteKey?: string;
  /** Paths (below the base path, as the router normalises them) that need a captcha. */
  endpoints?: readonly string[];
  /** Replaces the provider's verification endpoint (a proxy, or a local server in tests). */
  verifyURL?: string;
  /** How long one verification may take, in milliseconds. Defaults to 5000. */
  timeoutMs?: number;
  /** reCAPTCHA v3: the lowest score accepted, 0 to 1. Defaults to 0.5. */
  minScore?: number;
  /** reCAPTCHA v3 and Turnstile: the action the widget must have been rendered with. */
  expectedAction?: string;
}

export interface ResolvedCaptchaOptions {
  provider: CaptchaProvider;
  secretKey: string;
  siteKey: string | undefined;
  endpoints: ReadonlySet<string>;
  verifyURL: string;
  timeoutMs: number;
  minScore: number;
  expectedAction: string | undefined;
}

const ACTION_PROVIDERS: readonly CaptchaProvider[] = ['google-recaptcha-v3', 'cloudflare-turnstile'];

/** Fills in the defaults and refuses settings that would let every request through or none. */
export function resolveCaptchaOptions(options: CaptchaOptions): ResolvedCaptchaOptions {
  const fail = (why: string): never => {
    throw new Error(`Latchkey captcha: ${why}`);
  };
  if (!Object.hasOwn(VERIFY_URLS, options.provider)) fail(`unknown provider "${String(options.provider)}".`);
  if (!options.secretKey) fail('secretKey is required.');
  const verifyURL = options.verifyURL ?? VERIFY_URLS[options.provider];
  if (!URL.canParse(verifyURL) || !/^https?:$/.test(new URL(verifyURL).protocol)) fail(`verifyURL must be an http(s) URL.`);
  const timeoutMs = options.timeoutMs ?? 5000;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) fail('timeoutMs must be a positive number.');
  const minScore = options.minScore ?? 0.5;
  if (!(minScore >= 0 && minScore <= 1)) fail('minScore must lie between 0 and 1.');
  if (options.minScore !== undefined && options.provider !== 'google-recaptcha-v3') fail('minScore applies to google-recaptcha-v3 only.');
  if (options.expectedAction !== undefined && !ACTION_PROVIDERS.includes(options.provider)) {
    fail('expectedAction applies to google-recaptcha-v3 and cloudflare-turnstile only.');
  }
  return {
    provider: options.provider,
    secretKey: options.secretKey,
    siteKey: options.siteKey,
    endpoints: new Set((options.endpoints ?? DEFAULT_CAPTCHA_ENDPOINTS).map(routePath)),
    verifyURL,
    timeoutMs,
    minScore,
    expectedAction: options.expectedAction,
  };
}

/** `sign-up/email/` → `/sign-up/email`: the spelling the router hands to hooks. */
function routePath(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}
