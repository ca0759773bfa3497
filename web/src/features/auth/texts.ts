// Product texts of sign-in and sign-out (SPEC §2.4, §4, §8); e2e tests assert them verbatim.
export const authTexts = {
  loginHeading: 'Login to your Franchise Account',
  /** Links to the login card from the footer, the phone menu and the top of /franchise. */
  franchiseLoginLink: 'Franchise login',
  loginHint: 'Already a franchise owner?',
  loginHintLink: 'Log in to your account',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  loginButton: 'Login',
  loginSuccess: 'Login Successfully',
  logoutButton: 'Logout',
  loadingUser: 'Loading your account…',
  forgotPassword: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordHelp: "Franchise passwords are reset by head office. Call or email us and we'll set a new one for you.",
} as const;
