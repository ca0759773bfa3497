import { Link } from 'react-router';
import { AsyncContent } from '../../../components/ui/async-content';
import { paths } from '../../../config/paths';
import { useBrandProfileEditing } from '../api/get-brand-profile-admin';
import { brandProfileAdminTexts as t } from '../texts';
import { BrandProfileForm } from './brand-profile-form';

/** Head office's brand profile screen: the page's text and its PDF, saved together. The page opens in a new tab, so nothing typed here is left behind. */
export function BrandProfileAdmin() {
  const editing = useBrandProfileEditing();
  return (
    <>
      <div className="admin-header">
        <h1>{t.screenTitle}</h1>
        <Link className="button button--secondary" to={paths.brandProfile} target="_blank" rel="noopener">
          {t.view}
          <span className="visually-hidden"> {t.newTab}</span>
        </Link>
      </div>
      <AsyncContent state={editing} isEmpty={() => false} emptyText="" loadingText={t.loading}>
        {(data) => <BrandProfileForm profile={data.profile} pdfs={data.pdfs} />}
      </AsyncContent>
    </>
  );
}
