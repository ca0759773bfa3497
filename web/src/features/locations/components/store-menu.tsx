import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalorieStatement, DrinkFactsLine } from '../../../components/ui/drink-facts-line';
import { MenuPicture } from '../../../components/ui/menu-picture';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import { paths } from '../../../config/paths';
import type { Series } from '../../../lib/contract';
import { locationTexts } from '../texts';
import './store-menu.css';

/** The own drinks of the franchise running the store, by series, with their calories as on /menu and what the store has sold out today; nothing when it has none. */
export function StoreMenu({ menu, drinkNote }: { menu: Series[]; drinkNote?: (drinkId: string) => ReactNode }) {
  if (!menu.length) return null;
  return (
    <section className="store-menu" aria-labelledby="store-menu-heading">
      <h2 id="store-menu-heading">{locationTexts.storeMenu}</h2>
      <p className="store-menu__lead">
        {locationTexts.storeMenuLead} <Link to={paths.menu}>{locationTexts.fullMenu}</Link>
      </p>
      <div className="store-menu__all">
        {menu.map((series) => (
          <StoreSeries key={series._id} series={series} drinkNote={drinkNote} />
        ))}
      </div>
      <CalorieStatement />
    </section>
  );
}

function StoreSeries({ series, drinkNote }: { series: Series; drinkNote?: (drinkId: string) => ReactNode }) {
  const headingId = `store-series-${series._id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{series.name}</h3>
      <ul className="store-menu__drinks">
        {series.drinks.map((drink) => (
          <li key={drink._id} className="store-menu__drink">
            <MenuPicture className="store-menu__picture" src={drink.image} imageSet={drink.imageSet} sizes={menuPictureSizes.storeMenu} alt="" />
            <p className="store-menu__name">{drink.name}</p>
            <DrinkFactsLine facts={drink.facts} />
            {drinkNote?.(drink._id)}
          </li>
        ))}
      </ul>
    </section>
  );
}
