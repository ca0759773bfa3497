/**
 * Whether a build was saved to 'My drinks' since this page loaded. 'My drinks'
 * asks IndexedDB once whether the device keeps any build, and skips the table
 * when it keeps none; a save here means it now does. Apart from the outbox's
 * flag so the first download does not carry it.
 */
import { pageFlag } from '../lib/page-flag';

const favoriteSaved = pageFlag();

/**
 * A build was saved to 'My drinks' on this page: what shows them reads the
 * table from now on, even when it was empty when the page asked.
 */
export const markFavoriteSaved = favoriteSaved.raise;

/** Whether a build was saved to 'My drinks' since this page loaded. */
export const useFavoriteSaved = favoriteSaved.useRaised;
