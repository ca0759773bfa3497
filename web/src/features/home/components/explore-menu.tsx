import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CupDrawing } from '../../../components/ui/icons/cup-drawing';
import { Picture } from '../../../components/ui/picture';
import { paths } from '../../../config/paths';
import type { CachedSeries } from '../../../lib/db';
import { MENU_PICTURE_PX, menuTiles, seriesForTile } from '../menu-tiles';
import '../../../styles/public-data.css';
import './explore-menu.css';

/** A thumbnail beside each tile's text (explore-menu.css). */
const TILE_SIZES = '7rem';

/**
 * SPEC §2.2: six category tiles and a 'View Menu' button. Each tile's 'SEE
 * MORE' opens its own series (the original sent all six to /menu), or the
 * menu while the series is not known; it covers the tile, so the whole tile
 * is one target. Compact: a thumbnail beside the words.
 */
export function ExploreMenu({ series }: { series: CachedSeries[] | undefined }) {
  return (
    <section className="explore section rendered-when-near" aria-labelledby="explore-title">
      <div className="container">
        <div className="section__head section__head--center">
          <p className="eyebrow">Something for every mood</p>
          <h2 id="explore-title">Explore our Menu</h2>
        </div>
        <ul className="explore__grid">
          {menuTiles.map((tile) => {
            const match = seriesForTile(tile, series ?? []);
            return (
              <li key={tile.label} className="menu-tile" style={{ '--tile-tint': tile.tint } as CSSProperties}>
                <div className="menu-tile__picture">
                  <Picture
                    frame="menu-tile__image"
                    src={match?.image ?? null}
                    imageSet={match?.imageSet}
                    sizes={TILE_SIZES}
                    alt=""
                    width={MENU_PICTURE_PX}
                    height={MENU_PICTURE_PX}
                    drawing={<CupDrawing />}
                  />
                </div>
                <div className="menu-tile__text">
                  <h3 className="menu-tile__title">{tile.label}</h3>
                  <p className="menu-tile__blurb">{tile.blurb}</p>
                  <Link className="menu-tile__more stretched-link" to={match ? paths.series(match._id) : paths.menu}>
                    SEE MORE<span className="visually-hidden"> {tile.label}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="explore__cta">
          <Link className="button button--primary button--large" to={paths.menu}>
            View Menu
          </Link>
        </div>
      </div>
    </section>
  );
}
