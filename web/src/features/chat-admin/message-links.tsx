import type { ReactNode } from 'react';

// http(s) addresses and bare www. ones, up to the next space.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence more often than an address.
const TRAILING = /[.,;:!?'")\]]+$/;

/** A message's text with its web addresses as links that open in a new tab; everything else stays text, as typed. */
export function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const at = match.index;
    if (at > from) parts.push(text.slice(from, at));
    const href = address.toLowerCase().startsWith('www.') ? `https://${address}` : address;
    parts.push(
      <a key={at} href={href} target="_blank" rel="noopener noreferrer">
        {address}
      </a>,
    );
    from = at + address.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
