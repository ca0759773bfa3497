import { useId, type ReactNode } from 'react';
import { DeleteIcon, EditIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/picture';
import type { Drink } from '../../../lib/contract';

interface DrinkAdminCardProps {
  drink: Drink;
  seriesName?: string;
  onEdit: (drink: Drink) => void;
  onDelete: (drink: Drink) => void;
  /** More controls, e.g. the admin's 'Reviews' button. */
  extraActions?: ReactNode;
}

export function DrinkAdminCard({ drink, seriesName, onEdit, onDelete, extraActions }: DrinkAdminCardProps) {
  const nameId = useId();
  return (
    <article className="tile" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows, so it needs no alt text of its own. */}
      <Picture frame="tile__image" src={drink.image} alt="" width={320} height={320} />
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
