// Wire types shared with the Worker. Types only: nothing from worker/ ships in the bundle.
export type { ComingSoonAddBody, ComingSoonFranchise, ComingSoonUpdateBody } from '../../lib/contract';
