// What staff see about the dashboard offline (DESIGN §8 "Staff screens offline"). One place, so every screen says it the same way.
export const staffOfflineTexts = {
  banner: "You're offline. Each screen shows what it had when you last opened it here; drink and series edits are sent when you're back online.",
  savedCopy: (when: string) => `Offline: showing what this screen had at ${when}.`,
  savedCopyUpdating: (when: string) => `Showing what this screen had at ${when} while it updates…`,
  neverSaved: "This screen hasn't been opened on this device yet, so there is nothing saved to show offline. It loads as soon as you're back online.",
  screenNotSaved: (screen: string) => `${screen} hasn't been opened on this device yet, so it can't open offline. It opens as soon as you're back online.`,
  screenLoadFailed: (screen: string) => `${screen} could not be loaded. Check your connection and try again.`,
  screenFailed: 'This screen ran into a problem and could not be shown.',
  tryAgain: 'Try again',
  readyOffline: 'Ready to work offline',
  needsConnection: (action: string) => `You're offline. ${action} needs a connection; what you entered is still here, so try again when you're back online.`,
  queuedEdit: 'Waiting to send',
} as const;
