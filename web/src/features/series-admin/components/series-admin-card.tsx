import { EditableTile } from '../../../components/ui/editable-tile';
import type { Series } from '../../../lib/contract';

interface SeriesAdminCardProps {
  series: Series;
  onEdit: (series: Series) => void;
  onDelete: (series: Series) => void;
}

export function SeriesAdminCard({ series, onEdit, onDelete }: SeriesAdminCardProps) {
  const drinks = series.drinks.length;
  return (
    <EditableTile
      name={series.name}
      image={series.image}
      meta={`${drinks} drink${drinks === 1 ? '' : 's'}`}
      onEdit={() => onEdit(series)}
      onDelete={() => onDelete(series)}
    />
  );
}
