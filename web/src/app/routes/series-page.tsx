import { useParams } from 'react-router';
import { SeriesPage } from '../../features/menu/components/series-page';
import { DrinkReviews } from '../../features/reviews/components/drink-reviews';

/** The menu feature shows the drink; the reviews feature fills its Reviews tab. */
export default function SeriesRoute() {
  const { seriesId = '' } = useParams();
  return <SeriesPage key={seriesId} seriesId={seriesId} renderReviews={(drink) => <DrinkReviews drink={drink} />} />;
}
