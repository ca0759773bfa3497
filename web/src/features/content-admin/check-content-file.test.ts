import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_BYTES } from '../../lib/contract';
import { mediaFile } from '../../test/media-files';
import { checkContentFile } from './check-content-file';

describe('content file checks (SPEC §5)', () => {
  it.each([
    [mediaFile('png', 'a.png', 'image/png'), 'image'],
    [mediaFile('jpeg', 'a.jpg', 'image/jpeg'), 'image'],
    [mediaFile('mp4', 'a.mp4', 'video/mp4'), 'video'],
    [mediaFile('webm', 'a.webm', 'video/webm'), 'video'],
    [mediaFile('mov', 'a.mov', 'video/quicktime'), 'video'],
    [mediaFile('pdf', 'a.pdf', 'application/pdf'), 'document'],
  ])('accepts %s as %s', async (file, mediaType) => {
    expect(await checkContentFile(file)).toEqual({ ok: true, mediaType });
  });

  it('goes by the first bytes, not the name: a picture named .mp4 is a picture', async () => {
    expect(await checkContentFile(mediaFile('png', 'clip.mp4', 'video/mp4'))).toEqual({ ok: true, mediaType: 'image' });
  });

  it('accepts a file of exactly 50 MB', async () => {
    const file = mediaFile('mp4', 'a.mp4', 'video/mp4');
    expect(await checkContentFile({ type: file.type, size: CONTENT_MAX_BYTES, slice: file.slice.bind(file) })).toEqual({ ok: true, mediaType: 'video' });
  });

  it('refuses a file over 50 MB with the SPEC message, before looking at its type', async () => {
    const message = 'File size exceeds the limit of 50MB. Please select a smaller file.';
    for (const file of [mediaFile('mp4', 'a.mp4', 'video/mp4'), mediaFile('pdf', 'a.pdf', 'application/pdf')]) {
      expect(await checkContentFile({ type: file.type, size: CONTENT_MAX_BYTES + 1, slice: file.slice.bind(file) })).toEqual({ ok: false, message });
    }
  });

  it.each([
    [mediaFile('svg', 'a.svg', 'image/svg+xml'), 'image/svg+xml'],
    // A drawing renamed to look like a photo: the browser believes the name, the check does not.
    [mediaFile('svg', 'holiday.png', 'image/png'), 'image/png'],
  ])('refuses %s as an unsupported type', async (file, type) => {
    expect(await checkContentFile(file)).toEqual({ ok: false, message: `Unsupported file type: ${type}` });
  });

  it('names a file the browser could not type', async () => {
    expect(await checkContentFile(mediaFile('svg', 'notes', ''))).toEqual({ ok: false, message: 'Unsupported file type: unknown' });
  });
});
