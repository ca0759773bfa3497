// What staff see about the dashboard offline (DESIGN §8 "Staff screens offline"). One place, so every screen says it the same way.
export const staffOfflineTexts = {
  banner: "You're offline. Each screen shows what it had when you last opened it here; changes that need no new picture or file are sent when you're back online.",
  /** Under the banner: each change still waiting, by its label ("Nutrition of Taro Milk Tea"). */
  waitingHeading: (n: number) => (n === 1 ? '1 change waiting to send:' : `${n} changes waiting to send:`),
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
  savedOnDevice: "Saved on this device. It will be sent when you're back online.",
  notSaved: 'Your changes could not be saved on this device. Please try again.',
  /** Said in a form with a picture while offline, before anything is typed: what of it waits and what needs the network. */
  pictureNeedsNetwork: (action: string) => `You're offline: ${action} needs a connection. Changes without a new picture are kept on this device and sent when you're back online.`,
  /** The same in a form that always uploads a file (a new drink, series, topping or store; content). */
  uploadNeedsNetwork: (action: string) => `You're offline: ${action} needs a connection, as its file is uploaded. What you type stays in this form until you're back online.`,
} as const;
