import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CachedSeries } from '../../../lib/db';
import { menuTexts } from '../texts';
import { MenuPicture } from '../../../components/ui/menu-picture';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import '../../../styles/public-data.css';
import './menu-card.css';
import './series-card.css';

interface SeriesCardProps {
  series: CachedSeries;
  drinkCount: number;
  eager?: boolean;
  /** The page's largest first picture: fetched before the others. */
  priority?: boolean;
}

/** A series on /menu; the whole card follows the link in its heading. */
export function SeriesCard({ series, drinkCount, eager, priority }: SeriesCardProps) {
  return (
    <article className={series.signature ? 'link-card series-card series-card--signature' : 'link-card series-card'}>
      <MenuPicture className="series-card__picture" src={series.image} imageSet={series.imageSet} sizes={menuPictureSizes.seriesCard} alt="" eager={eager} priority={priority} />
      <div className="series-card__text">
        {series.signature && <span className="badge badge--signature">{menuTexts.signature}</span>}
        <h2 className="series-card__name">
          <Link className="stretched-link" to={paths.series(series._id)}>
            {series.name}
          </Link>
        </h2>
        <p className="series-card__count">{menuTexts.drinkCount(drinkCount)}</p>
      </div>
      <svg className="series-card__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </article>
  );
}
