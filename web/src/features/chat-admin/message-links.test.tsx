import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLinks } from './message-links';

const links = (text: string) => {
  const { container } = render(<p>{withLinks(text)}</p>);
  return { text: container.textContent, links: Array.from(container.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel]) };
};

describe('links in chat messages', () => {
  it('turns web addresses into links that open apart, keeping every character of the text', () => {
    const text = 'New menu at https://example.com/menu?x=1, photos on www.example.org.';
    expect(links(text)).toEqual({
      text,
      links: [
        ['https://example.com/menu?x=1', 'https://example.com/menu?x=1', '_blank', 'noopener noreferrer'],
        ['www.example.org', 'https://www.example.org', '_blank', 'noopener noreferrer'],
      ],
    });
  });

  it('leaves text without addresses alone, and makes no link of other schemes', () => {
    expect(links('Call me at 5 (no rush).')).toEqual({ text: 'Call me at 5 (no rush).', links: [] });
    expect(links('javascript:alert(1) and ftp://files.example.com')).toEqual({ text: 'javascript:alert(1) and ftp://files.example.com', links: [] });
  });
});
