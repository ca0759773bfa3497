// The wire type, straight from the Worker's contract (types only).
export type { QueuedReview, Review } from '../../lib/contract';
