export const pwaTexts = {
  updateAvailable: 'Update available',
  reload: 'Reload',
  install: 'Install the app',
  installHint: 'Add Bubble Tea to your home screen: the menu and stores work even offline.',
} as const;
