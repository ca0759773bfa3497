import { describe, expect, it } from 'vitest';
import { downloadHref } from './download-link';

describe('downloadHref', () => {
  it('asks the Worker for an attachment, which it names itself', () => {
    expect(downloadHref('/api/v1/media/content%2F4f1c.jpg')).toBe('/api/v1/media/content%2F4f1c.jpg?download=1');
  });

  it('keeps a signed link’s own parameters', () => {
    expect(downloadHref('/api/v1/media/content%2F4f1c.jpg?expires=99&sig=abc')).toBe('/api/v1/media/content%2F4f1c.jpg?expires=99&sig=abc&download=1');
  });
});
