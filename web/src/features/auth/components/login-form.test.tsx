import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../lib/store';
import { adminUser, answerJson, franchiseUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sessionAtom } from '../session-state';

// The franchise page also holds the enquiry form, which has its own Email field.
const loginCard = () => within(screen.getByRole('region', { name: 'Login to your Franchise Account' }));

async function fillAndSubmit(email: string, password: string) {
  await screen.findByRole('region', { name: 'Login to your Franchise Account' });
  fireEvent.change(loginCard().getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(loginCard().getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(loginCard().getByRole('button', { name: 'Login' }));
}

describe('franchise login form', () => {
  it('opens /franchise#login on the login card, focus in its Email field', async () => {
    renderApp('/franchise#login');
    const card = await screen.findByRole('region', { name: 'Login to your Franchise Account' });
    expect(card.id).toBe('login');
    await waitFor(() => expect(document.activeElement).toBe(loginCard().getByLabelText('Email')));
  });

  it('lands on the login card again from the link at the top of /franchise', async () => {
    renderApp('/franchise');
    fireEvent.click(await screen.findByRole('link', { name: 'Log in to your account' }));
    await waitFor(() => expect(document.activeElement).toBe(loginCard().getByLabelText('Email')));
  });

  it('leaves focus alone on /franchise without #login', async () => {
    renderApp('/franchise');
    await screen.findByRole('region', { name: 'Login to your Franchise Account' });
    expect(document.activeElement).not.toBe(loginCard().getByLabelText('Email'));
  });

  it('shows the SPEC texts', async () => {
    renderApp('/franchise');
    expect(await screen.findByRole('heading', { name: 'Login to your Franchise Account' })).toBeTruthy();
  });

  it('shows the server message in an error toast and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(401, { success: false, message: 'Invalid email or password.' })));
    const { at } = renderApp('/franchise');
    await fillAndSubmit('owner@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(loginCard().getByLabelText<HTMLInputElement>('Email').value).toBe('owner@example.com');
    expect(loginCard().getByLabelText<HTMLInputElement>('Password').value).toBe('wrong-password');
    expect(at().pathname).toBe('/franchise');
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
  });

  it('shows each refused field under it in plain words, not one toast of "email: …; password: …", and clears them after a success', async () => {
    const fields = { email: 'Enter a valid email address.', password: 'Enter your password.' };
    const fetchMock = vi.fn(answerJson(400, { success: false, message: `email: ${fields.email}; password: ${fields.password}`, fields }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/franchise');
    await fillAndSubmit('owner-at-example', '');

    const email = loginCard().getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(fields.email);
    expect(loginCard().getByText(fields.password)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
    expect(screen.queryByText(/email: /)).toBeNull();

    fetchMock.mockImplementation(answerJson(200, { success: true, user: franchiseUser }));
    await fillAndSubmit(franchiseUser.email, 'correct horse');
    expect(await screen.findByText('Login Successfully')).toBeTruthy();
    expect(screen.queryByText(fields.email)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/franchise');
    await fillAndSubmit('owner@example.com', 'pw');
    expect(await screen.findByText("We couldn't reach the server. Check your connection and try again.")).toBeTruthy();
  });

  it.each([
    [adminUser, '/dashboard'],
    [franchiseUser, '/dashboard/menu'],
  ])('signs in, toasts Login Successfully and opens the role home ($role)', async (user, home) => {
    const fetchMock = vi.fn(answerJson(200, { success: true, user }));
    vi.stubGlobal('fetch', fetchMock);
    const { at } = renderApp('/franchise');
    await fillAndSubmit(user.email, 'correct horse');

    expect(await screen.findByText('Login Successfully')).toBeTruthy();
    await waitFor(() => expect(at().pathname).toBe(home));
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ email: user.email, password: 'correct horse' });
  });
});
