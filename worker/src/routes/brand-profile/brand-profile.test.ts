import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '../../contract/brand-profile';
import type { ContentItem } from '../../contract/content';
import { adminCookie, formOf, franchiseLogin, pdfFile, picture } from '../../../test/admin-fixtures';
import { badInput, call } from '../../../test/helpers';

const TEXT = 'Bubble Tea began in Taipei.\n\n## Our tea\nLeaves from Taiwan and matcha from Japan.';

async function addToLibrary(admin: string, text: string, media: File): Promise<ContentItem> {
  const res = await call('/admin/video', { method: 'POST', body: formOf({ text, media }), cookie: admin });
  expect(res.status).toBe(201);
  return (await res.json<{ video: ContentItem }>()).video;
}

const save = (cookie: string | undefined, body: unknown) => call('/admin/brand-profile', { method: 'PUT', body, cookie });
const publicProfile = async () => (await (await call('/user/brand-profile')).json<{ success: true; profile: BrandProfile }>()).profile;
/** A visitor's read of a media URL: no session, no signed link. */
const asVisitor = (url: string) => call(url.replace('/api/v1', ''));

describe('brand profile', () => {
  it('is empty, with no download, until head office writes it', async () => {
    const res = await call('/user/brand-profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ success: true, profile: { text: '', document: null, updatedAt: null, version: 1 } });
  });

  it('shows what head office saves, and its PDF to anyone while it is the download', async () => {
    const admin = await adminCookie();
    const pdf = await addToLibrary(admin, 'Bubble Tea brand profile 2026', pdfFile('profile.pdf'));
    const other = await addToLibrary(admin, 'Franchise price list', pdfFile('prices.pdf'));
    expect((await asVisitor(pdf.media.url)).status).toBe(401);

    const res = await save(admin, { text: `  ${TEXT}  `, documentId: pdf._id });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: true; message: string; profile: BrandProfile }>();
    expect(body).toEqual({
      success: true,
      message: 'Brand Profile Updated Successfully',
      profile: {
        text: TEXT,
        document: { _id: pdf._id, title: 'Bubble Tea brand profile 2026', url: pdf.media.url, size: pdfFile().size },
        updatedAt: expect.any(String),
        version: 2,
      },
    });
    expect(await publicProfile()).toEqual(body.profile);

    const read = await asVisitor(pdf.media.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('cache-control')).toBe('public, max-age=300');
    expect(new TextDecoder().decode((await read.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const download = await asVisitor(`${pdf.media.url}?download=1`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Bubble Tea brand profile 2026.pdf"; filename*=UTF-8''Bubble%20Tea%20brand%20profile%202026.pdf`,
    );
    await download.arrayBuffer();
    // The rest of the library stays staff-only.
    expect((await asVisitor(other.media.url)).status).toBe(401);

    // Without a download, the PDF is staff-only again.
    expect((await save(admin, { text: TEXT, documentId: null })).status).toBe(200);
    expect((await publicProfile()).document).toBeNull();
    expect((await asVisitor(pdf.media.url)).status).toBe(401);
  });

  it('loses its download, not its text, when the PDF leaves the library', async () => {
    const admin = await adminCookie();
    const pdf = await addToLibrary(admin, 'Old brochure', pdfFile());
    expect((await save(admin, { text: TEXT, documentId: pdf._id })).status).toBe(200);
    expect((await call(`/admin/video/${pdf._id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect(await publicProfile()).toMatchObject({ text: TEXT, document: null });
  });

  it('is head office’s to change: 401 for visitors, 403 for franchises, nothing changed', async () => {
    const admin = await adminCookie();
    expect((await save(admin, { text: TEXT, documentId: null })).status).toBe(200);
    const before = await publicProfile();
    const anonymous = await save(undefined, { text: 'Hacked', documentId: null });
    expect(anonymous.status).toBe(401);
    const { cookie } = await franchiseLogin();
    const franchise = await save(cookie, { text: 'Hacked', documentId: null });
    expect(franchise.status).toBe(403);
    expect(await publicProfile()).toEqual(before);
  });

  it.each([
    ['blank text', { text: '   ', documentId: null }, 'text: Brand profile text is required.'],
    ['text over 20,000 characters', { text: 'x'.repeat(20_001), documentId: null }, 'text: Brand profile text must be at most 20000 characters.'],
    ['a documentId that is no id', { text: TEXT, documentId: 'brochure' }, 'documentId: Choose a PDF from the content library.'],
    ['a missing documentId', { text: TEXT }, 'documentId: Choose a PDF from the content library.'],
    ['an unknown field', { text: TEXT, documentId: null, title: 'x' }, 'Unexpected field: title'],
  ])('refuses %s with 400, changing nothing', async (_, body, message) => {
    const admin = await adminCookie();
    expect((await save(admin, { text: TEXT, documentId: null })).status).toBe(200);
    const before = await publicProfile();
    const res = await save(admin, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput(message));
    expect(await publicProfile()).toEqual(before);
  });

  it('refuses a download that is not a PDF of the library, or not in it, with 400 under documentId', async () => {
    const admin = await adminCookie();
    expect((await save(admin, { text: TEXT, documentId: null })).status).toBe(200);
    const image = await addToLibrary(admin, 'A picture', picture());
    for (const documentId of [image._id, crypto.randomUUID()]) {
      const res = await save(admin, { text: 'Changed', documentId });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        message: 'documentId: Choose a PDF from the content library.',
        fields: { documentId: 'Choose a PDF from the content library.' },
      });
    }
    expect((await publicProfile()).text).toBe(TEXT);
  });
});
