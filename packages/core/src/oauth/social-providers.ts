import { apple } from './providers/apple.js';
import { atlassian } from './providers/atlassian.js';
import { cognito } from './providers/cognito.js';
import { discord } from './providers/discord.js';
import { dropbox } from './providers/dropbox.js';
import { facebook } from './providers/facebook.js';
import { figma } from './providers/figma.js';
import { github } from './providers/github.js';
import { gitlab } from './providers/gitlab.js';
import { google } from './providers/google.js';
import { huggingface } from './providers/huggingface.js';
import { kakao } from './providers/kakao.js';
import { kick } from './providers/kick.js';
import { line } from './providers/line.js';
import { linear } from './providers/linear.js';
import { linkedin } from './providers/linkedin.js';
import { microsoft } from './providers/microsoft.js';
import { naver } from './providers/naver.js';
import { notion } from './providers/notion.js';
import { paypal } from './providers/paypal.js';
import { reddit } from './providers/reddit.js';
import { roblox } from './providers/roblox.js';
import { salesforce } from './providers/salesforce.js';
import { slack } from './providers/slack.js';
import { spotify } from './providers/spotify.js';
import { tiktok } from './providers/tiktok.js';
import { twitch } from './providers/twitch.js';
import { twitter } from './providers/twitter.js';
import { vk } from './providers/vk.js';
import { zoom } from './providers/zoom.js';

/**
 * Every built-in provider, by id. The keys are the ids routes accept
 * (`/sign-in/social` with `provider: 'github'`, `/callback/github`).
 *
 * @example
 * const provider = socialProviders.github({ clientId, clientSecret, redirectURI });
 */
export const socialProviders = {
  apple,
  atlassian,
  cognito,
  discord,
  dropbox,
  facebook,
  figma,
  github,
  gitlab,
  google,
  huggingface,
  kakao,
  kick,
  line,
  linear,
  linkedin,
  microsoft,
  naver,
  notion,
  paypal,
  reddit,
  roblox,
  salesforce,
  slack,
  spotify,
  tiktok,
  twitch,
  twitter,
  vk,
  zoom,
} as const;

export type SocialProviderId = keyof typeof socialProviders;

/** The options a built-in provider's factory takes. */
export type SocialProviderOptions<Id extends SocialProviderId> = Parameters<(typeof socialProviders)[Id]>[0];
