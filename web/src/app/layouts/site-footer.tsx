import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { siteNavLinks } from './site-nav-links';

// The legal documents, social links and the newsletter button of SPEC §2.2
// join this footer with the home page and newsletter features.
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo />
          <p>
            Premium tea from Taiwan, matcha from Japan and kumquat juice from Vietnam, poured in more than 1500
            stores across Singapore, the Philippines, Cambodia, China, Vietnam and the USA.
          </p>
        </div>
        <nav className="site-footer__col" aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__links">
            {siteNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2 className="site-footer__heading">Own a store</h2>
          <p>Bring our tea to your neighbourhood. Franchise owners sign in on the same page.</p>
          <Link className="button button--on-dark" to={paths.franchise}>
            Franchise with us
          </Link>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
