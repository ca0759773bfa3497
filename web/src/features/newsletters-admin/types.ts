// Wire types shared with the Worker. Types only: nothing from worker/ ships in the bundle.
export type { NewsletterSubscriber } from '../../../../worker/src/contract/newsletters';
