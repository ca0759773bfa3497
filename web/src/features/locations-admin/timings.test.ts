import { describe, expect, it } from 'vitest';
import { draftFromLocation, draftToFields, emptyDraft } from './location-draft';
import { storeFixture } from '../../test/store-fixture';
import { applyToAllDays, emptyHours, hoursProblem, hoursToTimings, specialHoursProblem, timingsToHours, WEEKDAYS, type DayHours } from './timings';
import type { Location } from './types';

const weekOf = (open: string, close: string): DayHours[] => WEEKDAYS.map((day) => ({ day, open, close, closed: false }));

describe('opening hours: form ⇄ API', () => {
  it('starts with seven empty, open days, Monday to Sunday', () => {
    expect(emptyHours().map((h) => h.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(emptyHours().every((h) => !h.closed && h.open === '' && h.close === '')).toBe(true);
  });

  it('sends a closed day with both times null, whatever the boxes still hold', () => {
    const hours = weekOf('09:00', '21:00');
    hours[6] = { day: 'Sunday', open: '10:00', close: '16:00', closed: true };
    const timings = hoursToTimings(hours);
    expect(timings[0]).toEqual({ day: 'Monday', openTime: '09:00', closingTime: '21:00' });
    expect(timings[6]).toEqual({ day: 'Sunday', openTime: null, closingTime: null });
  });

  it('trims seconds that a time input may add', () => {
    expect(hoursToTimings(weekOf('09:00:00', '21:30:00'))[0]).toEqual({ day: 'Monday', openTime: '09:00', closingTime: '21:30' });
  });

  it('reads null times as Closed and fills a day the answer lacks', () => {
    const hours = timingsToHours([
      { day: 'Monday', openTime: '08:00', closingTime: '00:00' },
      { day: 'Tuesday', openTime: null, closingTime: null },
    ]);
    expect(hours[0]).toEqual({ day: 'Monday', open: '08:00', close: '00:00', closed: false });
    expect(hours[1]).toEqual({ day: 'Tuesday', open: '', close: '', closed: true });
    expect(hours[6]).toEqual({ day: 'Sunday', open: '', close: '', closed: true });
  });

  it('round-trips every day', () => {
    const hours = weekOf('10:00', '22:00');
    hours[2] = { day: 'Wednesday', open: '', close: '', closed: true };
    expect(timingsToHours(hoursToTimings(hours))).toEqual(hours);
  });
});

describe('hoursProblem', () => {
  it('accepts a normal week, a closed day and a midnight close', () => {
    const hours = weekOf('09:00', '21:00');
    hours[5] = { day: 'Saturday', open: '12:00', close: '00:00', closed: false };
    hours[6] = { day: 'Sunday', open: '', close: '', closed: true };
    expect(hoursProblem(hours)).toBeNull();
  });

  it('asks for both times of an open day', () => {
    const hours = weekOf('09:00', '21:00');
    hours[1] = { day: 'Tuesday', open: '09:00', close: '', closed: false };
    expect(hoursProblem(hours)).toBe('Give both times for Tuesday, or tick Closed.');
  });

  it('accepts hours past midnight and refuses a closing time equal to the opening time', () => {
    const hours = weekOf('09:00', '21:00');
    hours[4] = { day: 'Friday', open: '10:00', close: '02:00', closed: false };
    expect(hoursProblem(hours)).toBeNull();
    hours[3] = { day: 'Thursday', open: '18:00', close: '18:00', closed: false };
    expect(hoursProblem(hours)).toBe('Thursday: Closing time must differ from opening time (an earlier one runs past midnight).');
  });

  it('checks special dates as the server does', () => {
    const day = { date: '2026-11-26', open: '', close: '', closed: true, label: 'Thanksgiving' };
    expect(specialHoursProblem([day])).toBeNull();
    expect(specialHoursProblem([{ ...day, date: '' }])).toBe('Give each special day a date, or remove it.');
    expect(specialHoursProblem([day, day])).toBe('2026-11-26 is listed twice.');
    expect(specialHoursProblem([{ ...day, closed: false, open: '10:00' }])).toBe('Give both times for 2026-11-26, or tick Closed.');
  });
});

it("copies one day's hours to all seven, keeping each day's name", () => {
  const hours = applyToAllDays(emptyHours(), { day: 'Monday', open: '07:30', close: '19:00', closed: false });
  expect(hours.map((h) => h.day)).toEqual([...WEEKDAYS]);
  expect(hours.every((h) => h.open === '07:30' && h.close === '19:00')).toBe(true);
});

describe('location draft', () => {
  const location: Location = storeFixture({
    _id: 'l1',
    name: 'Downtown',
    address: '1 Main St',
    email: 'downtown@example.com',
    thirdPartyLink: 'https://order.example.com/downtown',
    image: '/api/v1/media/picture/a.png',
    timeZone: 'America/Los_Angeles',
    phone: '(408) 555-0100',
    latitude: 37.3489,
    longitude: -121.8946,
    timings: hoursToTimings(weekOf('09:00', '21:00')),
    specialHours: [
      { date: '2026-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' },
      { date: '2026-12-24', openTime: '10:00', closingTime: '15:00', label: '' },
    ],
  });

  it('sends the timings as one JSON text field', () => {
    const fields = draftToFields(draftFromLocation(location));
    expect(fields).toMatchObject({ name: 'Downtown', address: '1 Main St', email: 'downtown@example.com', thirdPartyLink: location.thirdPartyLink });
    expect(JSON.parse(fields.timings)).toEqual(location.timings);
  });

  it('sends the time zone, phone, coordinates and special hours, and reads them back', () => {
    const fields = draftToFields(draftFromLocation(location));
    expect(fields).toMatchObject({ timeZone: 'America/Los_Angeles', phone: '(408) 555-0100', latitude: '37.3489', longitude: '-121.8946' });
    expect(JSON.parse(fields.specialHours)).toEqual(location.specialHours);
    expect(draftToFields(emptyDraft())).toMatchObject({ timeZone: 'America/Chicago', latitude: '', longitude: '', specialHours: '[]' });
  });

  it('starts empty', () => {
    expect(draftToFields(emptyDraft()).name).toBe('');
  });
});
