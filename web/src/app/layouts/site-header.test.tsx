import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, franchiseUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function inlineNavLinks() {
  const header = screen.getByRole('banner');
  // The inline nav is the header's own; the drawer's copy lives in a closed <dialog>.
  const nav = header.querySelector('.site-nav--inline') as HTMLElement;
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

const publicLinks = [
  ['Home', '/'],
  ['Menu', '/menu'],
  ['Locations', '/locations'],
  ['Mobile App', '/mobile-app'],
  ['Franchise', '/franchise'],
  ['Contact', '/contact'],
];

describe('site header navigation', () => {
  it('shows the six public links in order and no Dashboard link to visitors', () => {
    renderApp('/');
    expect(inlineNavLinks()).toEqual(publicLinks);
  });

  it('adds Dashboard pointing at /dashboard for an admin', () => {
    renderApp('/menu', adminUser);
    expect(inlineNavLinks()).toEqual([...publicLinks, ['Dashboard', '/dashboard']]);
  });

  it('adds Dashboard pointing at /dashboard/menu for a franchise owner', () => {
    renderApp('/menu', franchiseUser);
    expect(inlineNavLinks()).toEqual([...publicLinks, ['Dashboard', '/dashboard/menu']]);
  });

  it('shows staff a Dashboard link in the header bar itself, where phones have no inline links', () => {
    renderApp('/locations', franchiseUser);
    const header = screen.getByRole('banner');
    const barLink = header.querySelector('.site-header__dashboard') as HTMLAnchorElement;
    expect(barLink.textContent).toBe('Dashboard');
    expect(barLink.getAttribute('href')).toBe('/dashboard/menu');
    expect(barLink.closest('nav, dialog')).toBeNull();
  });

  it('shows visitors no Dashboard link anywhere in the header', () => {
    renderApp('/locations');
    expect(screen.getByRole('banner').querySelector('.site-header__dashboard')).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Dashboard', hidden: true })).toBeNull();
  });

  it('points to the franchise login from the phone menu and the footer', async () => {
    renderApp('/');
    const drawer = document.getElementById('mobile-nav') as HTMLDialogElement;
    expect(within(drawer).getByRole('link', { name: 'Franchise login', hidden: true }).getAttribute('href')).toBe('/franchise#login');
    expect(
      within(await screen.findByRole('contentinfo'))
        .getByRole('link', { name: 'Franchise login' })
        .getAttribute('href'),
    ).toBe('/franchise#login');
  });

  it('marks the current page', () => {
    renderApp('/locations');
    const nav = screen.getByRole('banner').querySelector('.site-nav--inline') as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Locations' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('opens the mobile drawer from an accessible toggle and closes it after navigating', async () => {
    const { at } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-nav');

    fireEvent.click(toggle);
    const drawer = document.getElementById('mobile-nav') as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(at().pathname).toBe('/contact'));
    await waitFor(() => expect(drawer.open).toBe(false));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('has a skip link to the main landmark', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').getAttribute('id')).toBe('main');
    expect((await screen.findByRole('contentinfo')).tagName).toBe('FOOTER');
  });
});
