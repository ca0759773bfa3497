import { useParams } from 'react-router';
import { MyStoreDrinkSoldOut, MyStoreLine } from '../../features/availability/components/sold-out-note';
import { SeriesPage } from '../../features/menu/components/series-page';
import { DrinkReviews } from '../../features/reviews/components/drink-reviews';
import { CachedDrinkBuilder } from '../../features/drink-builder/components/cached-drink-builder';

/** The menu feature shows the drink; the drink-builder feature fills its builder, the reviews feature its Reviews tab, the availability feature what My store has today. */
export default function SeriesRoute() {
  const { seriesId = '' } = useParams();
  return (
    <SeriesPage
      key={seriesId}
      seriesId={seriesId}
      renderReviews={(drink) => <DrinkReviews drink={drink} />}
      renderBuilder={(drink) => <CachedDrinkBuilder drink={drink} />}
      renderCardNote={(drink) => <MyStoreDrinkSoldOut drinkId={drink._id} />}
      aside={<MyStoreLine />}
    />
  );
}
