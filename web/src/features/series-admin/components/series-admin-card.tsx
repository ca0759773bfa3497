import { useId } from 'react';
import { DeleteIcon, EditIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/picture';
import type { Series } from '../../../lib/contract';

interface SeriesAdminCardProps {
  series: Series;
  onEdit: (series: Series) => void;
  onDelete: (series: Series) => void;
}

export function SeriesAdminCard({ series, onEdit, onDelete }: SeriesAdminCardProps) {
  const nameId = useId();
  return (
    <article className="tile" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows, so it needs no alt text of its own. */}
      <Picture frame="tile__image" src={series.image} alt="" width={320} height={320} />
      <div className="tile__body">
        <h3 id={nameId} className="tile__name">
          {series.name}
        </h3>
        <p className="tile__meta">
          {series.drinks.length} drink{series.drinks.length === 1 ? '' : 's'}
        </p>
        <div className="tile__actions">
          <button type="button" className="icon-button tile__action" aria-label={`Edit ${series.name}`} onClick={() => onEdit(series)}>
            <EditIcon />
          </button>
          <button type="button" className="icon-button tile__action tile__action--danger" aria-label={`Delete ${series.name}`} onClick={() => onDelete(series)}>
            <DeleteIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
