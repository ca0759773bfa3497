// Wire types shared with the Worker. Types only: nothing from worker/ ships in the bundle.
export type { Location, LocationAddFields, LocationFields, LocationTiming, LocationUpdateFields, SpecialHours, Weekday } from '../../lib/contract';
