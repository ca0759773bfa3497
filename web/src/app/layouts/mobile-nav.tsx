import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { FranchiseLoginLink, SiteNavLinks } from './site-nav-links';
import { SiteSearch } from './site-search';
import { CloseIcon, MenuIcon } from '../../components/ui/icons/site-icons';
import './mobile-nav.css';

// Must match the width at which site-header.css shows the inline navigation.
const DESKTOP_QUERY = '(min-width: 72rem)';

/**
 * The navigation drawer for narrow screens. A modal <dialog> gives focus
 * containment, Escape to close, an inert page behind and focus returned to
 * the toggle for free.
 */
export function MobileNav() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Every navigation, even to the same path with a new query (a search result).
  const { key } = useLocation();

  const close = () => dialogRef.current?.close();
  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };

  // A tapped link or search result has done its job once the page changes.
  useEffect(close, [key]);

  // A hidden modal left open after widening the window would keep the page inert.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <button className="icon-button nav-toggle" type="button" aria-expanded={open} aria-controls="mobile-nav" onClick={open ? close : show}>
        <MenuIcon />
        <span className="visually-hidden">Navigation</span>
      </button>
      <dialog
        id="mobile-nav"
        ref={dialogRef}
        className="drawer"
        aria-label="Navigation"
        onClose={() => setOpen(false)}
        // The panel fills the dialog, so a click landing on the dialog itself is on the backdrop.
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        <div className="drawer__panel">
          <div className="drawer__top">
            <BrandLogo />
            <button className="icon-button" type="button" onClick={close}>
              <CloseIcon />
              <span className="visually-hidden">Close navigation</span>
            </button>
          </div>
          <SiteSearch />
          <nav className="site-nav site-nav--drawer" aria-label="Main">
            <SiteNavLinks />
          </nav>
          <FranchiseLoginLink className="site-nav__link drawer__login" />
        </div>
      </dialog>
    </>
  );
}
