import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../../lib/store';
import { franchiseUser } from '../../../test/fixtures';
import { sessionAtom, setSessionUser } from '../session-state';
import { useCurrentUser } from './use-session';

afterEach(() => store.set(sessionAtom, { status: 'loading' }));

/** Renders useCurrentUser as the header's links do, counting the renders once mounted. */
function renderCurrentUser() {
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(
    () => {
      renders += 1;
      return useCurrentUser();
    },
    { wrapper },
  );
  const mounted = renders;
  return { ...hook, rendersSinceMount: () => renders - mounted };
}

describe('the current user, as the header shows it', () => {
  it('does not render again when the start-up check finds a visitor (null before, null after)', () => {
    const user = renderCurrentUser();
    act(() => setSessionUser(null));
    expect(user.result.current).toBeNull();
    expect(user.rendersSinceMount()).toBe(0);
  });

  it('renders the user the check finds', () => {
    const user = renderCurrentUser();
    act(() => setSessionUser(franchiseUser));
    expect(user.result.current).toEqual(franchiseUser);
    expect(user.rendersSinceMount()).toBe(1);
  });
});
