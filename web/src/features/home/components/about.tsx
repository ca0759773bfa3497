import './about.css';
const origins = [
  { place: 'Taiwan', what: 'Premium tea', detail: 'High-mountain oolong, jasmine green and Assam black teas.', icon: 'M12 3c5 2 8 6 8 11a7 7 0 0 1-14 0c0-5 3-9 6-11Zm0 4v13' },
  { place: 'Japan', what: 'Matcha', detail: 'Stone-ground ceremonial-grade matcha from Uji.', icon: 'M4 11h16a8 8 0 0 1-16 0Zm4-4c1-2 3-2 4 0s3 2 4 0' },
  { place: 'Vietnam', what: 'Kumquat juice', detail: 'Sun-ripened kumquats, pressed for a bright citrus kick.', icon: 'M12 7a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 0c0-2 1-4 4-4' },
] as const;

const countries = 'Singapore, the Philippines, Cambodia, China, Vietnam and USA';

/** SPEC §1: where the tea comes from, and more than 1500 stores worldwide. */
export function About() {
  return (
    <section className="about section rendered-when-near" aria-labelledby="about-title">
      <div className="container about__inner">
        <div className="about__story">
          <p className="eyebrow">Our story</p>
          <h2 id="about-title">About Us</h2>
          <p>
            Great bubble tea starts with great tea. We import premium tea from Taiwan, matcha from Japan and kumquat juice from Vietnam, then brew, shake and pour every cup to
            order.
          </p>
          <p className="about__stores">
            <strong className="about__stat">1500+</strong>
            <span>More than 1500 stores globally, in {countries}.</span>
          </p>
        </div>
        <ul className="about__origins">
          {origins.map((o) => (
            <li key={o.place} className="origin-card">
              <svg className="origin-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={o.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <div>
                <h3 className="origin-card__title">
                  {o.what} <span className="origin-card__place">from {o.place}</span>
                </h3>
                <p>{o.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
