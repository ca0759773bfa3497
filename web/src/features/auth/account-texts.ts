import { SESSION_END_MESSAGES, type SessionEndReason } from '../../lib/contract';

const changes = (count: number) => (count === 1 ? '1 waiting change' : `${count} waiting changes`);

// Texts of signing out of a staff device, which the first download does not need (texts.ts is part of it: the header links to the login).
export const accountTexts = {
  logoutUnsentTitle: 'Log out?',
  logoutUnsent: (count: number) =>
    `${count === 1 ? '1 change you made has' : `${count} changes you made have`} not been sent yet. Logging out removes ${count === 1 ? 'it' : 'them'} from this device.`,
  logoutAnyway: 'Log out anyway',
  sessionEndedTitle: 'Signed out',
  /** What happened (the server's words for the reason), then what to do: a removed account has nothing left to sign in to. */
  sessionEnded: (reason: SessionEndReason, waiting: number) => {
    if (reason === 'account-removed') return SESSION_END_MESSAGES[reason];
    return `${SESSION_END_MESSAGES[reason]} ${waiting > 0 ? `Sign in to send ${changes(waiting)}.` : 'Sign in again to continue.'}`;
  },
  sessionEndedHome: 'Go to the home page',
} as const;
