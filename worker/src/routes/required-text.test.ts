/** Required text is text (issue #51): a value made only of characters that show nothing is refused as empty, storing nothing. */
import { describe, expect, it } from 'vitest';
import { contactMessages, series } from '../db/schema';
import { adminCookie, formOf, mediaKeys, picture } from '../../test/admin-fixtures';
import { call, db, freshClient } from '../../test/helpers';

const NOTHING_SHOWN = '\u200B\u200D\u200E\u202E\u2066\uFEFF\u00AD \u2069';

describe('a required text of only zero-width and bidi characters', () => {
  it('is refused in a contact message, each field said, nothing stored', async () => {
    const before = await db().$count(contactMessages);
    const res = await call('/user/contact-us', { method: 'POST', body: { name: NOTHING_SHOWN, email: 'kim@example.com', message: NOTHING_SHOWN }, client: freshClient() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      fields: { name: 'Full Name is required.', message: 'Write your message so we know how to help.' },
    });
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('is refused as a series name, with its product text, nothing stored', async () => {
    const admin = await adminCookie();
    const [rows, keys] = [await db().$count(series), await mediaKeys()];
    const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name: NOTHING_SHOWN, image: picture() }), cookie: admin });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'Please enter a series name.' });
    expect(await db().$count(series)).toBe(rows);
    expect(await mediaKeys()).toEqual(keys);
  });

  it('is refused in a franchise enquiry; real text around invisible characters is still accepted', async () => {
    const enquiry = await call('/user/franchise/request', { method: 'POST', body: { name: NOTHING_SHOWN }, client: freshClient() });
    expect(enquiry.status).toBe(400);
    expect((await enquiry.json<{ fields: Record<string, string> }>()).fields.name).toBe('Full Name is required.');

    const res = await call('/user/contact-us', {
      method: 'POST',
      body: { name: '\u200BKim\u200E', email: 'kim@example.com', message: ' Do you cater?\u200B' },
      client: freshClient(),
    });
    expect(res.status).toBe(201);
  });
});
