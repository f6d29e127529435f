/** The purpose the tokens are stored under: a token of another purpose never works here, nor one of these elsewhere. */
export const ONE_TIME_TOKEN_PURPOSE = 'one-time-token';

/** What a token stands for: the user, and the session it was made from. */
export interface HandedSession {
  userId: string;
  sessionId: string;
}
