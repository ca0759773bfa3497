import { useOnline } from '../../../components/outbox/use-online';
import { mapEmbedSrc } from '../find-store';
import { locationTexts } from '../texts';
import './map-embed.css';

/**
 * The maps embed of SPEC §7.1 (600 × 500, scaled to fit). The map is a
 * third party: offline it is left out, and the page never waits for it;
 * a link to the same map is always there beneath.
 */
export function MapEmbed({ address }: { address: string }) {
  const online = useOnline();
  const search = `https://maps.google.com/maps?q=${encodeURIComponent(address)}`;
  return (
    <figure className="map-embed">
      <div className="map-embed__frame">
        {online ? (
          <iframe
            src={mapEmbedSrc(address)}
            title={locationTexts.mapTitle(address)}
            width={600}
            height={500}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <p className="map-embed__offline">{locationTexts.mapOffline}</p>
        )}
      </div>
      <figcaption>
        <a href={search} target="_blank" rel="noopener noreferrer">
          {locationTexts.openInMaps}
        </a>
      </figcaption>
    </figure>
  );
}
