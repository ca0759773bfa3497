import type { ReactNode } from 'react';
import { CatalogRow, WaitingBadge } from '../../../components/ui/catalog-row';
import type { Drink } from '../../../lib/contract';
import type { OutboxItem } from '../../../lib/db';

interface DrinkRowProps {
  drink: Drink;
  seriesName?: string;
  /** An edit of this drink not yet on the server: shown as it will be, and marked. */
  waiting?: OutboxItem;
  onEdit: (drink: Drink) => void;
  onDelete: (drink: Drink) => void;
  extraActions?: ReactNode;
}

export function DrinkRow({ drink, seriesName, waiting, onEdit, onDelete, extraActions }: DrinkRowProps) {
  return (
    <CatalogRow
      name={drink.name}
      image={drink.image}
      imageSet={drink.imageSet}
      meta={seriesName}
      text={drink.description}
      badge={<WaitingBadge item={waiting} />}
      onEdit={() => onEdit(drink)}
      onDelete={() => onDelete(drink)}
      extraActions={extraActions}
    />
  );
}
