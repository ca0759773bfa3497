/**
 * A store edit that met a newer version of the store (issue #51), said field
 * by field for EditConflictChoice: text fields as they are, the week and the
 * special hours as short text ("Mon 10:00–21:00"), so both sides read alike
 * however the other device entered them.
 */
import type { ConflictField } from '../../components/ui/edit-conflict';
import type { Location } from '../../lib/contract';
import type { LocationDraft } from './location-draft';
import { locationTexts as t } from './texts';
import type { DayHours, SpecialDayDraft } from './timings';

/** The versions an edit of a store names: the store's own, or the other device's once the person has seen it. */
export interface LocationVersions {
  version?: number;
  hoursVersion?: number;
}

export const versionsOf = ({ version, hoursVersion }: Location): LocationVersions => ({ version, hoursVersion });

/** The versions a queued edit named (its form fields carry them as text). */
export const versionsNamed = ({ version, hoursVersion }: { version?: string; hoursVersion?: string }): LocationVersions => ({
  version: version === undefined ? undefined : Number(version),
  hoursVersion: hoursVersion === undefined ? undefined : Number(hoursVersion),
});

const hhmm = (value: string) => value.slice(0, 5);
const span = (open: string, close: string, closed: boolean) => (closed || !open || !close ? t.closedShort : `${hhmm(open)}–${hhmm(close)}`);

/** "Mon 10:00–21:00", "Sun closed". */
export const dayHoursText = ({ day, open, close, closed }: DayHours) => `${day.slice(0, 3)} ${span(open, close, closed)}`;

/** "2026-11-26 Thanksgiving closed, 2026-12-24 10:00–15:00"; empty when there are none. */
export const specialHoursText = (days: readonly SpecialDayDraft[]) =>
  days.map(({ date, open, close, closed, label }) => [date, label.trim(), span(open, close, closed)].filter(Boolean).join(' ')).join(', ');

/** Head office's form: every field it saves, in the form's order, by the draft's own keys (so "Use theirs" copies one). */
export const LOCATION_CONFLICT_FIELDS: readonly (ConflictField & { key: keyof LocationDraft })[] = [
  { key: 'name', label: t.nameLabel },
  { key: 'address', label: t.addressLabel },
  { key: 'email', label: t.emailLabel },
  { key: 'thirdPartyLink', label: t.linkLabel },
  { key: 'phone', label: t.phoneLabel },
  { key: 'franchiseId', label: t.franchiseLabel },
  { key: 'timeZone', label: t.timeZoneLabel },
  { key: 'hours', label: t.hoursLegend },
  { key: 'specialHours', label: t.specialLegend },
  { key: 'latitude', label: t.latitudeLabel },
  { key: 'longitude', label: t.longitudeLabel },
];

/** One side of head office's conflict; `franchiseName` names the account running the store. */
export function locationConflictText(draft: LocationDraft, franchiseName: (id: string) => string): Record<string, string> {
  const { hours, specialHours, franchiseId, ...text } = draft;
  return {
    ...Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])),
    franchiseId: franchiseId ? franchiseName(franchiseId) || franchiseId : t.noFranchise,
    hours: hours.map(dayHoursText).join(', '),
    specialHours: specialHoursText(specialHours),
  };
}

/** The owner's form: each day of the week, then the special hours. */
export const storeHoursConflictFields = (hours: readonly DayHours[]): ConflictField[] => [
  ...hours.map(({ day }) => ({ key: day, label: day })),
  { key: 'specialHours', label: t.specialLegend },
];

/** One side of the owner's conflict. */
export const storeHoursConflictText = (hours: readonly DayHours[], specialHours: readonly SpecialDayDraft[]): Record<string, string> => ({
  ...Object.fromEntries(hours.map((day) => [day.day, dayHoursText(day)])),
  specialHours: specialHoursText(specialHours),
});
