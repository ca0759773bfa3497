import { LinkCard } from '../../../components/ui/link-card';
import type { CachedLocation } from '../../../lib/db';
import { AddressLine } from './address-line';
import { OpenTillLine } from './open-till-line';
import { StorePicture } from './store-picture';
import '../../../styles/public-data.css';
import './location-card.css';

interface LocationCardProps {
  location: CachedLocation;
  onOpen: (id: string) => void;
  eager?: boolean;
}

/** A store on /locations; the button in its heading (stretched over the card) opens its details. */
export function LocationCard({ location, onOpen, eager }: LocationCardProps) {
  return (
    <LinkCard
      block="location-card"
      heading="h3"
      name={location.name}
      picture={<StorePicture className="location-card__picture" src={location.image} alt="" eager={eager} />}
      onOpen={() => onOpen(location._id)}
    >
      <AddressLine address={location.address} />
      <OpenTillLine timings={location.timings} />
    </LinkCard>
  );
}
