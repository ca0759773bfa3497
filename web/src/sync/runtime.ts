// Everything that needs Dexie, in one chunk that loads after the first paint
// (see lazy.ts). Import this module only dynamically, through `loadSync`.
export { liveQuery } from 'dexie';
export { db } from '../lib/db';
export { discardOutboxItem, enqueue, flushOutbox, onOutboxResult, startOutbox } from './outbox';
export { refreshApprovedReviews, refreshComingSoon, refreshLocations, refreshMenu, refreshSocial } from './refresh';
