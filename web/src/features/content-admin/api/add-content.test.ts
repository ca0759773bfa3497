import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, OFFLINE_MESSAGE } from '../../../lib/api-client';
import { FakeXhr } from '../../../test/fake-xhr';
import { uploadContent } from './add-content';
import { pngFile } from '../../../../../worker/test/png';

const clientId = '6f1c9d52-2b1e-4f4e-9d1a-3c2b1a0f9e8d';
const media = pngFile('cup.png');

describe('content upload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts text, mediaType and the file with cookies, reporting progress, and answers the 201 body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const done = uploadContent(clientId, { text: '  Summer launch  ', media, mediaType: 'image' }, (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/v1/admin/video', true]);
    expect(xhr.body?.get('text')).toBe('Summer launch');
    expect(xhr.body?.get('mediaType')).toBe('image');
    expect(xhr.body?.get('clientId')).toBe(clientId);
    expect((xhr.body?.get('media') as File).name).toBe('cup.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    const video = { _id: 'c1', text: 'Summer launch', mediaType: 'image', media: { url: '/api/v1/media/content/x.png' }, createdAt: '2026-05-01T00:00:00.000Z' };
    xhr.answer(201, { success: true, message: 'File Added Successfully', video });

    await expect(done).resolves.toEqual({ success: true, message: 'File Added Successfully', video });
    expect(progress).toEqual([0.25, 1]);
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadContent(clientId, { text: 'x', media, mediaType: 'image' }, () => {});
    FakeXhr.last.answer(415, { success: false, message: 'Files must be an image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, WebM, MOV).' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    await expect(done).rejects.toMatchObject({ status: 415, message: 'Files must be an image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, WebM, MOV).' });
  });

  it('carries the fields the server refused, like every other call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadContent(clientId, { text: 'x', media, mediaType: 'image' }, () => {});
    FakeXhr.last.answer(400, { success: false, message: 'text: Please enter a caption.', fields: { text: 'Please enter a caption.' } });
    await expect(done).rejects.toMatchObject({ status: 400, fields: { text: 'Please enter a caption.' } });
  });

  it('words a non-JSON failure and a lost connection like every other call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const proxyError = uploadContent(clientId, { text: 'x', media, mediaType: 'image' }, () => {});
    FakeXhr.last.answer(502, '<h1>Bad gateway</h1>');
    await expect(proxyError).rejects.toMatchObject({ status: 502, message: 'Something went wrong (error 502). Please try again.' });

    const offline = uploadContent(clientId, { text: 'x', media, mediaType: 'image' }, () => {});
    FakeXhr.last.onerror?.();
    expect(errorMessage(await offline.catch((e: unknown) => e))).toBe(OFFLINE_MESSAGE);
  });
});
