// The cache: what needs Dexie to read and refresh public data, in a chunk that
// loads after the first paint (see lazy.ts). Import this module only
// dynamically, through `loadSync`; the outbox has a chunk of its own (`loadOutbox`).
export { liveQuery } from 'dexie';
export { db } from '../lib/db';
export * from './resources/approved-reviews';
export * from './resources/brand-profile';
export * from './resources/coming-soon';
export * from './resources/favorites';
export * from './resources/locations';
export * from './resources/menu';
export * from './resources/social';
export { primeFromPage } from './prime';
