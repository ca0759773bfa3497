import { moderationTexts } from '../texts';

/** The admin-only 'Reviews' control on a drink card (SPEC §6). */
export function ReviewsButton({ drinkName, onOpen }: { drinkName: string; onOpen: () => void }) {
  return (
    <button type="button" className="button button--small button--secondary" aria-label={moderationTexts.openButtonLabel(drinkName)} onClick={onOpen}>
      {moderationTexts.openButton}
    </button>
  );
}
