import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { paths } from '../../config/paths';
import { MobileNav } from './mobile-nav';
import { DashboardLink, SiteNavLinks } from './site-nav-links';
import { SiteSearch } from './site-search';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <MobileNav />
        <Link className="site-header__brand" to={paths.home}>
          <BrandLogo />
        </Link>
        <nav className="site-nav site-nav--inline" aria-label="Main">
          <SiteNavLinks />
        </nav>
        <div className="site-header__search">
          <SiteSearch />
        </div>
        {/* Narrow screens keep the links in the drawer; staff still get back to work in one tap. */}
        <DashboardLink className="site-nav__link site-nav__link--dashboard site-header__dashboard" />
      </div>
    </header>
  );
}
