import { brand } from '../../config/brand';

/** React 19 hoists <title> into <head>; every screen names itself once. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${brand.name}`}</title>;
}
