import { describe, expect, it } from 'vitest';
import { downloadHref } from './download-link';

describe('downloadHref', () => {
  it('asks the Worker for an attachment named after the caption', () => {
    expect(downloadHref('/api/v1/media/content%2F4f1c.jpg', ' Grand opening: poster & flyer ')).toBe(
      '/api/v1/media/content%2F4f1c.jpg?download=1&name=Grand+opening%3A+poster+%26+flyer',
    );
  });

  it('keeps a signed link’s own parameters', () => {
    expect(downloadHref('/api/v1/media/content%2F4f1c.jpg?expires=99&sig=abc', 'Menu')).toBe('/api/v1/media/content%2F4f1c.jpg?expires=99&sig=abc&download=1&name=Menu');
  });
});
