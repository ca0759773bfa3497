export const pwaTexts = {
  updateAvailable: 'Update available',
  reload: 'Reload',
  installHeading: 'Get the web app today',
  installHint: 'Add Bubble Tea to your home screen: the menu and stores work even offline.',
  install: 'Install the app',
  installed: 'Installed: you are using the Bubble Tea app.',
  iosSteps: ['Tap the Share button in Safari’s toolbar (the square with an arrow).', 'Scroll down and tap ‘Add to Home Screen’.', 'Tap ‘Add’.'],
  browserMenu: 'Open your browser’s menu and choose ‘Install app’ or ‘Add to Home screen’.',
} as const;
