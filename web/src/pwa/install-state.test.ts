import { describe, expect, it } from 'vitest';
import { installWayFor } from './install-state';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const browser = { standalone: false, offered: false, userAgent: ANDROID_FIREFOX, touchPoints: 5 };

describe('installWayFor', () => {
  it('says Installed when running as the app, whatever else is true', () => {
    expect(installWayFor({ ...browser, standalone: true, offered: true, userAgent: IPHONE })).toBe('installed');
  });

  it('uses the browser’s own offer where there is one', () => {
    expect(installWayFor({ ...browser, offered: true })).toBe('offer');
  });

  it('gives the Share-menu steps on an iPhone and on an iPad that says it is a Mac', () => {
    expect(installWayFor({ ...browser, userAgent: IPHONE })).toBe('ios');
    expect(installWayFor({ ...browser, userAgent: IPAD, touchPoints: 5 })).toBe('ios');
  });

  it('points elsewhere to the browser’s menu, a real Mac included', () => {
    expect(installWayFor(browser)).toBe('browser-menu');
    expect(installWayFor({ ...browser, userAgent: IPAD, touchPoints: 0 })).toBe('browser-menu');
  });
});
