/**
 * Why someone else ended a session (head office reset the password, removed
 * the account): a request still holding its cookie is answered 401 with this
 * `reason`, so the device can say what happened. Zod-free: the web reads it.
 */
export const sessionEndReasons = ['password-changed', 'account-removed'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const isSessionEndReason = (value: unknown): value is SessionEndReason => sessionEndReasons.includes(value as SessionEndReason);

/** What happened, in the words of the 401's `message` and of the web's notice (which adds what to do next). */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  'password-changed': 'You were signed out: head office changed your password.',
  'account-removed': 'You were signed out: head office removed this account.',
};
