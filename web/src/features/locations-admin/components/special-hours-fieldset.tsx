import { MAX, MAX_SPECIAL_HOURS } from '../../../lib/contract';
import { locationTexts as t } from '../texts';
import { emptySpecialDay, type SpecialDayDraft } from '../timings';
import { changeAt, HoursFrame } from './hours-frame';

interface SpecialHoursFieldsetProps {
  days: SpecialDayDraft[];
  onChange: (days: SpecialDayDraft[]) => void;
  error?: string | null;
  /** The field the server names when it refuses these hours. */
  name: string;
}

/** Dated exceptions to the week (closed, or other hours), each its own group with a Remove button. */
export function SpecialHoursFieldset({ days, onChange, error, name }: SpecialHoursFieldsetProps) {
  const setDay = (index: number, change: Partial<SpecialDayDraft>) => onChange(changeAt(days, index, change));

  return (
    <HoursFrame legend={t.specialLegend} hint={t.specialHint} error={error} name={name}>
      {(id) => (
        <>
          {days.map((d, i) => {
            const key = `${id}-${i}`;
            return (
              <fieldset key={i} className="hours__day hours__special">
                <legend className="visually-hidden">{d.date || t.specialLegend}</legend>
                <div className="hours__row">
                  <div className="hours__time">
                    <label htmlFor={`${key}-date`}>{t.specialDate}</label>
                    <input id={`${key}-date`} type="date" value={d.date} required onChange={(e) => setDay(i, { date: e.target.value })} />
                  </div>
                  <div className="hours__time">
                    <label htmlFor={`${key}-open`}>{t.openLabel}</label>
                    <input id={`${key}-open`} type="time" value={d.open} required={!d.closed} disabled={d.closed} onChange={(e) => setDay(i, { open: e.target.value })} />
                  </div>
                  <div className="hours__time">
                    <label htmlFor={`${key}-close`}>{t.closeLabel}</label>
                    <input id={`${key}-close`} type="time" value={d.close} required={!d.closed} disabled={d.closed} onChange={(e) => setDay(i, { close: e.target.value })} />
                  </div>
                  <label className="hours__closed">
                    <input type="checkbox" checked={d.closed} onChange={(e) => setDay(i, { closed: e.target.checked })} />
                    {t.closedLabel}
                  </label>
                  <div className="hours__time hours__label">
                    <label htmlFor={`${key}-label`}>{t.specialLabel}</label>
                    <input id={`${key}-label`} type="text" value={d.label} maxLength={MAX.status} onChange={(e) => setDay(i, { label: e.target.value })} />
                  </div>
                  <button type="button" className="button button--secondary" onClick={() => onChange(days.filter((_, j) => j !== i))}>
                    {t.removeSpecial(d.date)}
                  </button>
                </div>
              </fieldset>
            );
          })}
          <button type="button" className="button button--secondary hours__copy" onClick={() => onChange([...days, emptySpecialDay()])} disabled={days.length >= MAX_SPECIAL_HOURS}>
            {t.addSpecial}
          </button>
        </>
      )}
    </HoursFrame>
  );
}
