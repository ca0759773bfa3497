import { useEffect } from 'react';
import { brand } from '../../config/brand';

// index.html's description: what a page without its own says.
const defaultDescription = typeof document === 'undefined' ? '' : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

interface PageTitleProps {
  children: string;
  /** The page's meta description; pages without one get the site's. */
  description?: string;
}

/**
 * React 19 hoists <title> into <head>; every screen names itself once. The
 * description updates index.html's own tag rather than adding a second one.
 */
export function PageTitle({ children, description }: PageTitleProps) {
  useEffect(() => {
    let tag = document.querySelector('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute('name', 'description');
      document.head.append(tag);
    }
    tag.setAttribute('content', description ?? defaultDescription);
  }, [description]);
  return <title>{`${children} | ${brand.name}`}</title>;
}
