import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { accessibilityTexts as t } from '../texts';
import './accessibility-statement.css';

/** /accessibility: what the site meets (WCAG 2.2 AA), its known limits, how it is tested and how to report a problem. */
export function AccessibilityStatement() {
  const { email, phone, phoneHref, hours } = brand.contact;
  const sections = [t.meets, t.limits, t.testing];
  return (
    <div className="page statement">
      <PageTitle description={t.description}>{t.title}</PageTitle>
      <article className="container statement__body">
        <p className="eyebrow">{t.title}</p>
        <h1>{t.heading}</h1>
        <p className="lead">{t.lead}</p>
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`statement-${section.heading}`}>
            <h2 id={`statement-${section.heading}`}>{section.heading}</h2>
            {'intro' in section && <p>{section.intro}</p>}
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
        <section className="card statement__report" aria-labelledby="statement-report">
          <h2 id="statement-report">{t.report.heading}</h2>
          <p>{t.report.intro}</p>
          <dl className="statement__contact">
            <dt>{t.report.email}</dt>
            <dd>
              <a href={`mailto:${email}?subject=${encodeURIComponent('Accessibility')}`}>{email}</a>
            </dd>
            <dt>{t.report.phone}</dt>
            <dd>
              <a href={`tel:${phoneHref}`}>{phone}</a>
              <br />
              {hours}
            </dd>
          </dl>
          <p>
            <Link to={paths.contact}>{t.report.form}</Link>
          </p>
        </section>
        <p className="statement__reviewed">{t.reviewed}</p>
      </article>
    </div>
  );
}
