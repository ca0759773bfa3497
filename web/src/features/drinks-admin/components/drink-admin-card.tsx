import type { ReactNode } from 'react';
import { EditableTile } from '../../../components/ui/editable-tile';
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
  return (
    <EditableTile
      name={drink.name}
      image={drink.image}
      meta={seriesName}
      onEdit={() => onEdit(drink)}
      onDelete={() => onDelete(drink)}
      extraActions={extraActions}
    />
  );
}
