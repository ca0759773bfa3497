import { useParams } from 'react-router';
import { MyStoreDrinkSoldOut, MyStoreLine } from '../../features/availability/components/sold-out-note';
import { SeriesPage } from '../../features/menu/components/series-page';
import { DrinkReviews } from '../../features/reviews/components/drink-reviews';
import { CachedDrinkBuilder } from '../../features/drink-builder/components/cached-drink-builder';
import type { CachedDrink } from '../../lib/db';

// Made once: the same functions on every render let the page keep its cards as they are when a drink opens.
const renderReviews = (drink: CachedDrink) => <DrinkReviews drink={drink} />;
const renderBuilder = (drink: CachedDrink) => <CachedDrinkBuilder drink={drink} />;
const renderCardNote = (drink: CachedDrink) => <MyStoreDrinkSoldOut drinkId={drink._id} />;
const myStoreLine = <MyStoreLine />;

/** The menu feature shows the drink; the drink-builder feature fills its builder, the reviews feature its Reviews tab, the availability feature what My store has today. */
export default function SeriesRoute() {
  const { seriesId = '' } = useParams();
  return <SeriesPage key={seriesId} seriesId={seriesId} renderReviews={renderReviews} renderBuilder={renderBuilder} renderCardNote={renderCardNote} aside={myStoreLine} />;
}
