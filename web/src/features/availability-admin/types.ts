// Wire types shared with the Worker. Types only.
export type { AvailabilityChangeBody } from '../../lib/contract';
