import { useId, type ReactNode } from 'react';
import { DeleteIcon, EditIcon } from '../../../components/ui/icons';
import type { Drink } from '../../../lib/contract';

interface DrinkCardProps {
  drink: Drink;
  seriesName?: string;
  onEdit: (drink: Drink) => void;
  onDelete: (drink: Drink) => void;
  /** More controls, e.g. the admin's 'Reviews' button. */
  extraActions?: ReactNode;
}

export function DrinkCard({ drink, seriesName, onEdit, onDelete, extraActions }: DrinkCardProps) {
  const nameId = useId();
  return (
    <article className="tile" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows, so it needs no alt text of its own. */}
      {drink.image ? (
        <img className="tile__image" src={drink.image} alt="" width={320} height={320} loading="lazy" />
      ) : (
        <div className="tile__image tile__image--none" aria-hidden="true" />
      )}
      <div className="tile__body">
        <h3 id={nameId} className="tile__name">
          {drink.name}
        </h3>
        {seriesName && <p className="tile__meta">{seriesName}</p>}
        <div className="tile__actions">
          {extraActions}
          <button type="button" className="icon-button tile__action" aria-label={`Edit ${drink.name}`} onClick={() => onEdit(drink)}>
            <EditIcon />
          </button>
          <button type="button" className="icon-button tile__action tile__action--danger" aria-label={`Delete ${drink.name}`} onClick={() => onDelete(drink)}>
            <DeleteIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
