import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../contract/content';
import { contentItems } from '../../db/schema';
import { adminCookie, type Failure, formOf, franchiseLogin, htmlFile, keyOf, mediaKeys, pdfFile, picture } from '../../../test/admin-fixtures';
import { badInput, call, db } from '../../../test/helpers';

type Added = { success: true; message: string; video: ContentItem };

/** Bytes that sniff as MP4 (an `ftyp` box of brand isom), padded to `size`. */
function mp4(size = 1000, name = 'clip.mp4'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  return new File([bytes], name, { type: 'video/mp4' });
}

const upload = (cookie: string, fields: Record<string, string | File | undefined>) => call('/admin/video', { method: 'POST', body: formOf(fields), cookie });

async function add(cookie: string, text: string, media: File): Promise<ContentItem> {
  const res = await upload(cookie, { text, media, mediaType: media.type.split('/')[0] });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<Added>()).video;
}

describe('content library', () => {
  it('adds an image and a video and lists them newest first to admins and franchises', async () => {
    const admin = await adminCookie();
    const res = await upload(admin, { text: ' Summer menu ', media: picture(), mediaType: 'image' });
    expect(res.status).toBe(201);
    const image = await res.json<Added>();
    expect(image).toMatchObject({ success: true, message: 'File Added Successfully', video: { text: 'Summer menu', mediaType: 'image' } });
    const video = await add(admin, 'Shaking a boba', mp4());
    expect(video.mediaType).toBe('video');
    expect(await mediaKeys()).toEqual(expect.arrayContaining([keyOf(image.video.media.url), keyOf(video.media.url)]));

    const { cookie } = await franchiseLogin();
    for (const [path, who] of [
      ['/admin/videos', admin],
      ['/user/videos', cookie],
      ['/user/videos', admin],
    ] as const) {
      const list = await call(path, { cookie: who });
      expect(list.status).toBe(200);
      const { videos } = await list.json<{ videos: ContentItem[] }>();
      const ids = videos.map((v) => v._id);
      expect(ids.indexOf(video._id)).toBeLessThan(ids.indexOf(image.video._id));
      expect(videos.find((v) => v._id === video._id)).toEqual(video);
    }
  });

  it('stores the sniffed type: PNG bytes named clip.mp4 and labelled video are an image', async () => {
    const bytes = await picture().arrayBuffer();
    const admin = await adminCookie();
    const item = await add(admin, 'Not a video', new File([bytes], 'clip.mp4', { type: 'video/mp4' }));
    expect(item.mediaType).toBe('image');
    expect((await db().select().from(contentItems).where(eq(contentItems.id, item._id)).get())?.mediaType).toBe('image');
    expect((await call(item.media.url.replace('/api/v1', ''), { cookie: admin })).headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['a missing caption', { media: picture() }, 400, 'Please enter a caption.'],
    ['a 501-character caption', { text: 'x'.repeat(501), media: picture() }, 400, 'text: Caption must be at most 500 characters.'],
    ['a missing file', { text: 'Hi' }, 400, 'Please choose a valid file (image or video) to upload.'],
    ['an unknown field', { text: 'Hi', media: picture(), public: 'yes' }, 400, 'Unexpected field: public'],
    ['an HTML file', { text: 'Hi', media: htmlFile() }, 415, 'Files must be an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV) or a PDF.'],
    [
      'a file that only starts like a PDF',
      { text: 'Hi', media: new File(['%PDF-1.7\n<html><script>alert(1)</script></html>'], 'menu.pdf', { type: 'application/pdf' }) },
      415,
      'Files must be an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV) or a PDF.',
    ],
    [
      'a PDF cut short',
      { text: 'Hi', media: new File([pdfFile().slice(0, 400)], 'menu.pdf', { type: 'application/pdf' }) },
      415,
      'Files must be an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV) or a PDF.',
    ],
  ])('refuses %s and stores nothing', async (_, fields, status, message) => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await upload(admin, fields);
    expect(res.status).toBe(status);
    expect(await res.json<Failure>()).toEqual(badInput(message));
    expect(await mediaKeys()).toEqual(before);
  });

  it('adds a PDF as a document, whatever its name says, and serves it as application/pdf, named .pdf when downloaded', async () => {
    const admin = await adminCookie();
    const item = await add(admin, 'Franchise brochure 2026', new File([pdfFile()], 'brochure.bin', { type: 'application/octet-stream' }));
    expect(item.mediaType).toBe('document');
    expect(keyOf(item.media.url)).toMatch(/^content\/[0-9a-f-]{36}\.pdf$/);
    const { cookie } = await franchiseLogin();
    const path = item.media.url.replace('/api/v1', '');
    const served = await call(path, { cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await served.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.7');
    const download = await call(`${path}?download=1`, { cookie });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Franchise brochure 2026.pdf"; filename*=UTF-8''Franchise%20brochure%202026.pdf`);
    await download.arrayBuffer();
    // Still staff-only, like the rest of the library.
    expect((await call(path)).status).toBe(401);
  });

  it('refuses a PDF where only pictures go (a series picture)', async () => {
    const admin = await adminCookie();
    const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name: 'Brochures', image: pdfFile() }), cookie: admin });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, message: 'Pictures must be JPEG, PNG, WebP, GIF or AVIF.' });
  });

  // Building and sending 50 MB takes seconds on a busy machine (it ran out of the default 5 s under load).
  it('refuses a file of 50 MB + 1 byte with 413 and leaves R2 unchanged', { timeout: 30_000 }, async () => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await upload(admin, { text: 'Too big', media: mp4(50 * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The file is larger than 50 MB.' });
    expect(await mediaKeys()).toEqual(before);
  });

  it('deletes an item with its R2 object', async () => {
    const admin = await adminCookie();
    const item = await add(admin, 'Bye', picture());
    const res = await call(`/admin/video/${item._id}`, { method: 'DELETE', cookie: admin });
    expect(await res.json()).toEqual({ success: true, message: 'File Deleted Successfully' });
    expect(await mediaKeys()).not.toContain(keyOf(item.media.url));
    const list = await (await call('/admin/videos', { cookie: admin })).json<{ videos: ContentItem[] }>();
    expect(list.videos.map((v) => v._id)).not.toContain(item._id);
    expect((await call(`/admin/video/${item._id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('serves an uploaded video to staff in ranges and as a download', async () => {
    const item = await add(await adminCookie(), 'Seekable', mp4(1000));
    const path = item.media.url.replace('/api/v1', '');
    const { cookie } = await franchiseLogin();
    const part = await call(path, { cookie, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const download = await call(`${path}?download=1`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Seekable.mp4"; filename*=UTF-8''Seekable.mp4`);
    await download.arrayBuffer();
  });

  it('names a download after its caption, else after the name it was uploaded with, always with the real extension', async () => {
    const admin = await adminCookie();
    const { cookie } = await franchiseLogin();
    const png = await picture().arrayBuffer();
    const disposition = async (item: ContentItem) => {
      const res = await call(`${item.media.url.replace('/api/v1', '')}?download=1`, { cookie });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return res.headers.get('content-disposition');
    };

    const poster = await add(admin, 'Grand opening: poster', new File([png], 'IMG_0042.jpeg', { type: 'image/jpeg' }));
    expect(await disposition(poster)).toBe(`attachment; filename="Grand opening poster.png"; filename*=UTF-8''Grand%20opening%20poster.png`);
    expect((await db().select().from(contentItems).where(eq(contentItems.id, poster._id)).get())?.fileName).toBe('IMG_0042.jpeg');

    // A caption with nothing a file system accepts leaves the uploaded name, its extension the sniffed type's.
    const flyer = await add(admin, '???', new File([png], 'Summer Flyer.jpeg', { type: 'image/jpeg' }));
    expect(await disposition(flyer)).toBe(`attachment; filename="Summer Flyer.png"; filename*=UTF-8''Summer%20Flyer.png`);

    // An item stored before uploaded names were kept, with such a caption: the key then.
    await db().update(contentItems).set({ fileName: null }).where(eq(contentItems.id, flyer._id));
    expect(await disposition(flyer)).toBe(`attachment; filename="${keyOf(flyer.media.url)!.split('/').pop()}"`);
  });
});

describe('content access', () => {
  it('answers 401 to visitors everywhere and 403 to franchises on admin routes', async () => {
    const { cookie } = await franchiseLogin();
    const item = await add(await adminCookie(), 'Guarded', picture());
    const adminRoutes: [string, string, (() => unknown)?][] = [
      ['POST', '/admin/video', () => formOf({ text: 'X', media: picture() })],
      ['GET', '/admin/videos'],
      ['DELETE', `/admin/video/${item._id}`],
    ];
    const staffRoutes: [string, string][] = [
      ['GET', '/user/videos'],
      ['GET', item.media.url.replace('/api/v1', '')],
    ];
    for (const [method, path, body] of [...adminRoutes, ...staffRoutes]) {
      expect((await call(path, { method, body: body?.() })).status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of adminRoutes) {
      const res = await call(path, { method, body: body?.(), cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await db().$count(contentItems, eq(contentItems.id, item._id))).toBe(1);
    expect(await mediaKeys()).toContain(keyOf(item.media.url));
  });
});
