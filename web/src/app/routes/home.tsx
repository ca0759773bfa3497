import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';

export function HomeScreen() {
  return (
    <section className="hero">
      <PageTitle>Home</PageTitle>
      <div className="container hero__inner">
        <h1 className="hero__title">{brand.tagline}</h1>
        <p className="screen-placeholder__note">This screen arrives with the home page feature.</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={paths.menu}>
            View Menu
          </Link>
          <Link className="button button--secondary" to={paths.locations}>
            Find a store
          </Link>
        </div>
      </div>
    </section>
  );
}
