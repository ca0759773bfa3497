import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { authTexts } from '../../features/auth/texts';
import { EnquiryForm } from '../../features/franchise-requests/components/enquiry-form';
import { enquiryTexts } from '../../features/franchise-requests/texts';
import './franchise-page.css';

export default function FranchisePage() {
  return (
    <div className="page">
      <PageTitle description="Open a bubble tea store with a brand behind more than 1500 stores worldwide. Send a franchise enquiry, or sign in to your franchise account.">
        Franchise
      </PageTitle>
      <div className="container franchise-page">
        <section className="franchise-page__enquiry card" aria-labelledby="enquiry-title">
          <p className="eyebrow">Own a store</p>
          <h1 id="enquiry-title">{enquiryTexts.heading}</h1>
          <p className="lead">{enquiryTexts.lead}</p>
          {/* On a phone the login card comes after the whole form. */}
          <p className="franchise-page__login-hint">
            {authTexts.loginHint} <Link to={paths.franchiseLogin}>{authTexts.loginHintLink}</Link>
          </p>
          <EnquiryForm />
        </section>
        <div className="franchise-page__side">
          <LoginForm />
          <aside className="franchise-perks" aria-label="Why franchise with us">
            <h2 className="franchise-perks__title">Why franchise with us</h2>
            <ul>
              <li>A brand trusted in more than 1500 stores worldwide</li>
              <li>Teas, matcha and fruit sourced and shipped by head office</li>
              <li>Training, store design and opening support</li>
              <li>Your own menu and content dashboard</li>
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
