// Wire types shared with the Worker. Types only: nothing from worker/ ships in the bundle.
export type { Role, User } from '../../../worker/src/contract/auth';
export type { Drink, Series } from '../../../worker/src/contract/menu';
