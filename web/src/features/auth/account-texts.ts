// Texts of signing out of a staff device, which the first download does not need (texts.ts is part of it: the header links to the login).
export const accountTexts = {
  logoutUnsentTitle: 'Log out?',
  logoutUnsent: (count: number) =>
    `${count === 1 ? '1 change you made has' : `${count} changes you made have`} not been sent yet. Logging out removes ${count === 1 ? 'it' : 'them'} from this device.`,
  logoutAnyway: 'Log out anyway',
} as const;
