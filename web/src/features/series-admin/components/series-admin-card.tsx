import { EditableTile } from '../../../components/ui/editable-tile';
import type { Series } from '../../../lib/contract';
import { seriesTexts } from '../texts';

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
      meta={`${drinks} drink${drinks === 1 ? '' : 's'}${series.signature ? ` · ${seriesTexts.signatureMeta}` : ''}`}
      onEdit={() => onEdit(series)}
      onDelete={() => onDelete(series)}
    />
  );
}
