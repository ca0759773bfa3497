import { locationTexts as t } from '../texts';
import { applyToAllDays, type DayHours } from '../timings';
import { changeAt, HoursFrame } from './hours-frame';

interface HoursFieldsetProps {
  hours: DayHours[];
  onChange: (hours: DayHours[]) => void;
  /** A problem with the hours, shown under them. */
  error?: string | null;
  /** The field the server names when it refuses these hours. */
  name: string;
}

/**
 * Open and closing time for Monday to Sunday, or Closed (SPEC §2.13). Each
 * day is its own group, so a screen reader hears "Tuesday, Open" and not a
 * row of unnamed time boxes.
 */
export function HoursFieldset({ hours, onChange, error, name }: HoursFieldsetProps) {
  const setDay = (index: number, change: Partial<DayHours>) => onChange(changeAt(hours, index, change));

  return (
    <HoursFrame legend={t.hoursLegend} hint={t.midnightHint} error={error} name={name}>
      {(id) => (
        <>
          {hours.map((h, i) => (
            <fieldset key={h.day} className="hours__day">
              <legend className="visually-hidden">{h.day}</legend>
              <div className="hours__row">
                <span className="hours__day-name" aria-hidden="true">
                  {h.day}
                </span>
                <div className="hours__time hours__time--open">
                  <label htmlFor={`${id}-${h.day}-open`}>{t.openLabel}</label>
                  <input id={`${id}-${h.day}-open`} type="time" value={h.open} required={!h.closed} disabled={h.closed} onChange={(e) => setDay(i, { open: e.target.value })} />
                </div>
                <div className="hours__time hours__time--close">
                  <label htmlFor={`${id}-${h.day}-close`}>{t.closeLabel}</label>
                  <input id={`${id}-${h.day}-close`} type="time" value={h.close} required={!h.closed} disabled={h.closed} onChange={(e) => setDay(i, { close: e.target.value })} />
                </div>
                <label className="hours__closed">
                  <input type="checkbox" checked={h.closed} onChange={(e) => setDay(i, { closed: e.target.checked })} />
                  {t.closedLabel}
                </label>
              </div>
            </fieldset>
          ))}
          <button type="button" className="button button--secondary hours__copy" onClick={() => onChange(applyToAllDays(hours, hours[0]))}>
            {t.copyMonday}
          </button>
        </>
      )}
    </HoursFrame>
  );
}
