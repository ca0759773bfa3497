import { useId } from 'react';
import { locationTexts as t } from '../texts';
import { applyToAllDays, type DayHours } from '../timings';
import './hours-fieldset.css';

interface HoursFieldsetProps {
  hours: DayHours[];
  onChange: (hours: DayHours[]) => void;
  /** A problem with the hours, shown under them. */
  error?: string | null;
}

/**
 * Open and closing time for Monday to Sunday, or Closed (SPEC §2.13). Each
 * day is its own group, so a screen reader hears "Tuesday, Open" and not a
 * row of unnamed time boxes.
 */
export function HoursFieldset({ hours, onChange, error }: HoursFieldsetProps) {
  const id = useId();
  const setDay = (index: number, change: Partial<DayHours>) => onChange(hours.map((h, i) => (i === index ? { ...h, ...change } : h)));

  return (
    <fieldset className="hours" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>{t.hoursLegend}</legend>
      <p id={`${id}-hint`} className="hours__hint">
        {t.midnightHint}
      </p>
      {hours.map((h, i) => (
        <fieldset key={h.day} className="hours__day">
          <legend className="visually-hidden">{h.day}</legend>
          <div className="hours__row">
            <span className="hours__day-name" aria-hidden="true">
              {h.day}
            </span>
            <div className="hours__time hours__time--open">
              <label htmlFor={`${id}-${h.day}-open`}>{t.openLabel}</label>
              <input
                id={`${id}-${h.day}-open`}
                type="time"
                value={h.open}
                required={!h.closed}
                disabled={h.closed}
                onChange={(e) => setDay(i, { open: e.target.value })}
              />
            </div>
            <div className="hours__time hours__time--close">
              <label htmlFor={`${id}-${h.day}-close`}>{t.closeLabel}</label>
              <input
                id={`${id}-${h.day}-close`}
                type="time"
                value={h.close}
                required={!h.closed}
                disabled={h.closed}
                onChange={(e) => setDay(i, { close: e.target.value })}
              />
            </div>
            <label className="hours__closed">
              <input type="checkbox" checked={h.closed} onChange={(e) => setDay(i, { closed: e.target.checked })} />
              {t.closedLabel}
            </label>
          </div>
        </fieldset>
      ))}
      <button type="button" className="button button--secondary hours__copy" onClick={() => onChange(applyToAllDays(hours, hours[0]!))}>
        {t.copyMonday}
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
