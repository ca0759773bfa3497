import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { mobileAppTexts } from '../texts';
import { PhoneArt } from './phone-art';
import './app-teaser.css';

/** The home page's mobile app intro (SPEC §1): coming soon, order ahead and pay on the phone. */
export function AppTeaser() {
  return (
    <section className="app-teaser rendered-when-near" aria-labelledby="app-teaser-title">
      <div className="container app-teaser__inner">
        <div className="app-teaser__text">
          <p className="eyebrow eyebrow--on-dark">{mobileAppTexts.comingSoon}</p>
          <h2 id="app-teaser-title">{mobileAppTexts.teaserHeading}</h2>
          <p>{mobileAppTexts.teaserText}</p>
          <Link className="button button--on-dark" to={paths.mobileApp}>
            About the app
          </Link>
        </div>
        <PhoneArt className="app-teaser__phone" />
      </div>
    </section>
  );
}
