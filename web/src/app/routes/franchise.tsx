import { LoginForm } from '../../features/auth/components/login-form';
import { PageTitle } from '../../components/ui/page-title';

export function FranchiseScreen() {
  return (
    <div className="container franchise-page">
      <PageTitle>Franchise</PageTitle>
      <section className="franchise-page__enquiry">
        <h1>Interested in Franchising?</h1>
        <p className="lead">Contact us Below</p>
        <p className="screen-placeholder__note">The enquiry form arrives with the franchise enquiry feature.</p>
      </section>
      <LoginForm />
    </div>
  );
}
