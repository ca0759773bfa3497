import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_BYTES } from '../../lib/contract';
import { checkContentFile } from './check-content-file';

const file = (type: string, size = 1024) => ({ type, size });

describe('content file checks (SPEC §5)', () => {
  it.each([
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['video/mp4', 'video'],
    ['video/webm', 'video'],
    ['video/quicktime', 'video'],
    ['application/pdf', 'document'],
  ])('accepts %s as %s', (type, mediaType) => {
    expect(checkContentFile(file(type))).toEqual({ ok: true, mediaType });
  });

  it('accepts a file of exactly 50 MB', () => {
    expect(checkContentFile(file('video/mp4', CONTENT_MAX_BYTES))).toEqual({ ok: true, mediaType: 'video' });
  });

  it('refuses a file over 50 MB with the SPEC message, before looking at its type', () => {
    const message = 'File size exceeds the limit of 50MB. Please select a smaller file.';
    expect(checkContentFile(file('video/mp4', CONTENT_MAX_BYTES + 1))).toEqual({ ok: false, message });
    expect(checkContentFile(file('application/pdf', CONTENT_MAX_BYTES + 1))).toEqual({ ok: false, message });
  });

  it.each(['application/msword', 'audio/mpeg', 'text/plain', 'image/svg+xml'])('refuses %s as an unsupported type', (type) => {
    expect(checkContentFile(file(type))).toEqual({ ok: false, message: `Unsupported file type: ${type}` });
  });

  it('names a file the browser could not type', () => {
    expect(checkContentFile(file(''))).toEqual({ ok: false, message: 'Unsupported file type: unknown' });
  });
});
