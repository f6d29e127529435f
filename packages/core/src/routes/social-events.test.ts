// Security events of social accounts: a sign-up through a provider, a link and an unlink, once each.
import { describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createSocialAuth, PROVIDER_ID, request, signInThroughProvider, signUpWithPassword, useTestProvider } from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

describe('social account events', () => {
  it('a provider sign-up is signed up and signed in with the social method', async () => {
    const recorder = eventRecorder();
    const auth = createSocialAuth(op(), { onEvent: recorder.onEvent });
    await signInThroughProvider(auth, op(), { person: 'ada' });
    await recorder.settle();
    expect(recorder.events.map((e) => [e.type, e.method])).toEqual([
      ['user.signed-up', 'social'],
      ['sign-in.succeeded', 'social'],
    ]);
  });

  it('linked and unlinked, with the provider', async () => {
    const recorder = eventRecorder();
    const auth = createSocialAuth(op(), { onEvent: recorder.onEvent });
    const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com', verified: true });
    await signInThroughProvider(auth, op(), { path: '/link-social', person: 'ada', jar });
    await auth.handler(request('/unlink-account', { body: { providerId: PROVIDER_ID }, cookie: jar.header() }));
    await recorder.settle();
    const social = recorder.events.filter((e) => e.type.startsWith('social-account.'));
    expect(social.map((e) => [e.type, e.userId, e.detail])).toEqual([
      ['social-account.linked', userId, { providerId: PROVIDER_ID }],
      ['social-account.unlinked', userId, { providerId: PROVIDER_ID }],
    ]);
  });
});
