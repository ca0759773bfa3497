import { comingSpecialHours, dateText, hoursText, type StoreHours } from '../store-status';
import { locationTexts } from '../texts';
import { WholeTimes } from './whole-times';
import './special-hours.css';

/** How far ahead a card warns of special hours; the store page lists them all. */
const CARD_NOTICE_DAYS = 7;

const line = (day: ReturnType<typeof comingSpecialHours>[number]) => locationTexts.specialLine(dateText(day.date), day.label, hoursText(day));

/** The card's note of the next special hours within a week, e.g. 'Thu, Nov 26 · Thanksgiving: Closed'. */
export function NextSpecialHours({ store, now }: { store: StoreHours; now: Date }) {
  const soon = new Date(now.getTime() + CARD_NOTICE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const next = comingSpecialHours(store, now).find((d) => d.date <= soon);
  if (!next) return null;
  return (
    <p className="special-hours__note">
      <span className="visually-hidden">{locationTexts.specialHours}: </span>
      <WholeTimes text={line(next)} />
    </p>
  );
}

/** Every coming special date of a store, on its page. */
export function SpecialHoursList({ store, now }: { store: StoreHours; now: Date }) {
  const days = comingSpecialHours(store, now);
  if (!days.length) return null;
  return (
    <section className="special-hours" aria-labelledby="special-hours-heading">
      <h2 id="special-hours-heading">{locationTexts.specialHours}</h2>
      <ul>
        {days.map((d) => (
          <li key={d.date}>
            <WholeTimes text={line(d)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
