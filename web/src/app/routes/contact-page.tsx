import { PageTitle } from '../../components/ui/page-title';
import { brand } from '../../config/brand';
import { ContactForm } from '../../features/contact/components/contact-form';
import { contactTexts } from '../../features/contact/texts';
import './contact-page.css';

export default function ContactPage() {
  const { address, email, phone, phoneHref, hours } = brand.contact;
  return (
    <div className="page">
      <PageTitle description={`Questions, feedback or catering? Send ${brand.name} a message, or reach head office by email or phone.`}>{contactTexts.heading}</PageTitle>
      <div className="container page__grid">
        <div className="page__intro">
          <p className="eyebrow">We’d love to hear from you</p>
          <h1>{contactTexts.heading}</h1>
          <p className="lead">Questions about a drink, a store, catering or working with us? Send a message and our team will get back to you within two business days.</p>
          <ul className="contact-details">
            <li>
              <span className="contact-details__label">Head office</span>
              <span>{address}</span>
            </li>
            <li>
              <span className="contact-details__label">Email</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <span className="contact-details__label">Phone</span>
              <a href={`tel:${phoneHref}`}>{phone}</a>
            </li>
            <li>
              <span className="contact-details__label">Hours</span>
              <span>{hours}</span>
            </li>
          </ul>
        </div>
        <section className="card page__form" aria-label="Send us a message">
          <h2 className="card__title">Send us a message</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
