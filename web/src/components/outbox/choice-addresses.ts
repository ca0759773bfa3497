import { paths } from '../../config/paths';
import type { OutboxItem, OutboxKind } from '../../lib/db';

/**
 * Where an edit that met a newer row opens with both versions and the choice
 * (useQueuedEdit's `keptOf`), by kind: a form that takes its kept edit this way
 * adds its address here, and the outbox's list links to it.
 */
const choiceAddressOf: Partial<Record<OutboxKind, (target: string) => string>> = {
  'drink-update': paths.editDrink,
  'location-update': paths.editLocation,
  'store-hours': paths.editLocation,
};

/** The address where this kept edit's choice is made, when its form offers one. */
export function choiceAddress(item: Pick<OutboxItem, 'kind' | 'target' | 'conflict'>): string | undefined {
  if (!item.conflict || item.target === undefined) return undefined;
  return choiceAddressOf[item.kind]?.(item.target);
}
