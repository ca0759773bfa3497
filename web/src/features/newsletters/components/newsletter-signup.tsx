import { OWN_SIGNUP_ATTRIBUTE } from '../popup-state';
import { newsletterTexts } from '../texts';
import { NewsletterForm } from './newsletter-form';
import './newsletter-signup.css';

/** The home page's signup band (SPEC §2.2), just above the footer. */
export function NewsletterSignup() {
  return (
    <section className="newsletter-band rendered-when-near" aria-labelledby="newsletter-band-title" {...{ [OWN_SIGNUP_ATTRIBUTE]: '' }}>
      <div className="container newsletter-band__inner">
        <div>
          <h2 id="newsletter-band-title">{newsletterTexts.popupTitle}</h2>
          <p>New drinks, seasonal specials and store openings, straight to your inbox.</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
