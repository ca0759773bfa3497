import { useAtomValue } from 'jotai';
import { brand } from '../../config/brand';
import { titleCountAtom } from '../../lib/title-count';

interface PageTitleProps {
  children: string;
  /** The page's meta description; pages without one get the site's. */
  description?: string;
}

/**
 * Every screen names and describes itself once. React 19 hoists both tags
 * into <head>, in the browser and in the page the server renders alike.
 */
export function PageTitle({ children, description = brand.description }: PageTitleProps) {
  const count = useAtomValue(titleCountAtom);
  return (
    <>
      <title>{`${count ? `(${count > 99 ? '99+' : count}) ` : ''}${children} | ${brand.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
