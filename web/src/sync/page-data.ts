import type { PageSnapshot } from './snapshot';

/** Whether a rendered page carried anything the cache keeps (its snapshot holds more than when and where it was rendered). */
export const carriesData = ({ menu, locations, comingSoon, social, brandProfile }: PageSnapshot) => Boolean(menu || locations || comingSoon || social || brandProfile);
