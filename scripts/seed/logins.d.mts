export interface DemoLogin {
  readonly role: 'admin' | 'franchise';
  readonly email: string;
  readonly password: string;
}

export declare const DEMO_LOGINS: readonly DemoLogin[];
