import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import type { CachedDrink } from '../../../lib/db';
import { menuTexts } from '../texts';
import { DrinkRating } from './drink-rating';
import { MenuPicture } from '../../../components/ui/menu-picture';
import { menuPictureSizes } from '../../../components/ui/menu-picture-sizes';
import './drink-dialog.css';

interface DrinkDialogProps {
  /** The open drink; null keeps the dialog closed. */
  drink: CachedDrink | null;
  onClose: () => void;
  /**
   * The Reviews tab. The route fills it from the reviews feature, so the
   * menu feature does not depend on another feature.
   */
  renderReviews: (drink: CachedDrink) => ReactNode;
  /** The builder under the description (sizes, sugar, ice, toppings and their facts), from the drink-builder feature. */
  renderBuilder?: (drink: CachedDrink) => ReactNode;
}

/** A drink's modal (SPEC §2.7): the Description and Reviews tabs. */
export function DrinkDialog({ drink, onClose, renderReviews, renderBuilder }: DrinkDialogProps) {
  return (
    <Dialog open={drink !== null} title={drink?.name ?? ''} onClose={onClose} className="dialog--detail drink-dialog">
      {drink && (
        <Tabs
          // A new drink starts again on its Description tab.
          key={drink._id}
          label={drink.name}
          tabs={[
            { key: 'description', label: menuTexts.descriptionTab, panel: <DrinkDescription drink={drink} builder={renderBuilder?.(drink)} /> },
            { key: 'reviews', label: menuTexts.reviewsTab, panel: renderReviews(drink) },
          ]}
        />
      )}
    </Dialog>
  );
}

function DrinkDescription({ drink, builder }: { drink: CachedDrink; builder: ReactNode }) {
  return (
    <>
      <div className="drink-description">
        <MenuPicture className="drink-description__picture" src={drink.image} imageSet={drink.imageSet} sizes={menuPictureSizes.drinkSheet} alt={drink.name} eager />
        {/* The name is the dialog's title, just above: not said twice. */}
        <div className="drink-description__text">
          <DrinkRating drink={drink} sayWhenNone />
          <p>{drink.description}</p>
        </div>
      </div>
      {builder}
    </>
  );
}
