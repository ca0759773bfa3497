// Everything that needs Dexie, in one chunk that loads after the first paint
// (see lazy.ts). Import this module only dynamically, through `loadSync`.
export { liveQuery } from 'dexie';
export { db } from '../lib/db';
export { discardOutboxItem, enqueue, flushOutbox, onOutboxResult, startOutbox } from './outbox';
export * from './resources/approved-reviews';
export * from './resources/brand-profile';
export * from './resources/coming-soon';
export * from './resources/locations';
export * from './resources/menu';
export * from './resources/social';
export { primeFromPage } from './prime';
