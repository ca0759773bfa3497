import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import './screen-placeholder.css';

/** Any address the site has no page for; the Worker sends it with a 404 (worker/src/routes/pages/site-fallback.ts). */
export default function NotFoundPage() {
  return (
    <section className="container screen-placeholder">
      <PageTitle>Page not found</PageTitle>
      <h1>Page not found</h1>
      <p>We couldn’t find that page. It may have moved, or the address may be mistyped.</p>
      <Link className="button button--primary" to={paths.home}>
        Back to Home
      </Link>
    </section>
  );
}
