import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { NewsletterFooterButton } from '../../features/newsletters/components/newsletter-footer-button';
import { FranchiseLoginLink, siteNavLinks } from './site-nav-links';
import { SocialLinks } from './social-links';
import './site-footer.css';

/**
 * SPEC §2.2's footer: address, site and legal links, social links and the
 * newsletter button. A lazy part of the layout: below every page, so its code
 * need not be in the first download.
 */
export default function SiteFooter() {
  const newTab = useId();
  const { address, email, phone, phoneHref } = brand.contact;
  const legal = [
    { label: 'Terms & Conditions', href: brand.legal.terms },
    { label: 'Privacy Policy', href: brand.legal.privacy },
    { label: 'Cookies Policy', href: brand.legal.cookies },
  ];
  // Pages of this site (SPEC §2.2 calls them documents): rendered, in the sitemap, offline.
  const about = [
    { label: 'Brand Profile', to: paths.brandProfile },
    { label: 'Nutrition Facts', to: paths.nutrition },
    { label: 'Accessibility', to: paths.accessibility },
  ];

  return (
    <footer className="site-footer rendered-when-near">
      <p id={newTab} hidden>
        Opens in a new tab
      </p>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogo />
          <p>Premium tea from Taiwan, matcha from Japan and kumquat juice from Vietnam, in more than 1500 stores worldwide.</p>
          <address className="site-footer__address">
            {address}
            <br />
            <a href={`mailto:${email}`}>{email}</a>
            <br />
            <a href={`tel:${phoneHref}`}>{phone}</a>
          </address>
        </div>
        <FooterLinks label="Footer" heading="Explore">
          <PageLinks pages={siteNavLinks} />
          <li>
            <FranchiseLoginLink />
          </li>
        </FooterLinks>
        <FooterLinks label="Legal" heading="Legal" single>
          {legal.map((doc) => (
            <li key={doc.label}>
              <a href={doc.href} target="_blank" rel="noopener" aria-describedby={newTab}>
                {doc.label}
                <span className="site-footer__tag"> (PDF)</span>
              </a>
            </li>
          ))}
          <PageLinks pages={about} />
        </FooterLinks>
        <div className="site-footer__col">
          <h2 className="list-label">Stay in touch</h2>
          <SocialLinks describedBy={newTab} />
          <p className="site-footer__pitch">New drinks and store openings, first.</p>
          <NewsletterFooterButton />
          <p className="site-footer__franchise">
            <Link to={paths.franchise}>Own a store? Franchise with us</Link>
          </p>
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

/** A column of the footer's links under its small-capitals heading. */
function FooterLinks({ label, heading, single = false, children }: { label: string; heading: string; single?: boolean; children: ReactNode }) {
  return (
    <nav className="site-footer__col" aria-label={label}>
      <h2 className="list-label">{heading}</h2>
      <ul className={single ? 'site-footer__links site-footer__links--single' : 'site-footer__links'}>{children}</ul>
    </nav>
  );
}

/** Pages of this site, as list items. */
function PageLinks({ pages }: { pages: readonly { label: string; to: string }[] }) {
  return pages.map((page) => (
    <li key={page.to}>
      <Link to={page.to}>{page.label}</Link>
    </li>
  ));
}
