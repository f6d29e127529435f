import { createOAuthProvider } from '../create-oauth-provider.js';
import type { OAuthProvider, ProviderOptions } from '../types.js';

export interface DiscordProfile {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: string | null;
  email?: string | null;
  verified?: boolean;
}

export type DiscordOptions = ProviderOptions<DiscordProfile>;

/** Discord's CDN: the user's avatar, or the default one derived from the id (or legacy discriminator). */
function avatarURL(profile: DiscordProfile): string {
  if (profile.avatar) {
    const ext = profile.avatar.startsWith('a_') ? 'gif' : 'png';
    return `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.${ext}`;
  }
  const index = profile.discriminator && profile.discriminator !== '0'
    ? Number(profile.discriminator) % 5
    : Number((BigInt(profile.id) >> 22n) % 6n);
  return `https://cdn.discordapp.com/embed/avatars/${index}.png`;
}

/**
 * Discord. `verified` says whether the account's email is verified.
 *
 * @example
 * discord({ clientId, clientSecret, prompt: 'none' });
 */
export function discord(options: DiscordOptions): OAuthProvider<DiscordProfile> {
  return createOAuthProvider<DiscordProfile>(
    {
      id: 'discord',
      name: 'Discord',
      endpoints: {
        authorization: 'https://discord.com/oauth2/authorize',
        token: 'https://discord.com/api/oauth2/token',
        userInfo: 'https://discord.com/api/users/@me',
      },
      scopes: ['identify', 'email'],
      clientAuthentication: 'client_secret_post',
      mapProfile: (profile) => ({
        id: profile.id,
        email: profile.email ?? null,
        emailVerified: profile.verified === true,
        name: profile.global_name || profile.username,
        image: avatarURL(profile),
      }),
    },
    options,
  );
}
