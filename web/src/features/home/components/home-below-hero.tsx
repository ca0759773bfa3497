import { AppTeaser } from '../../mobile-app/components/app-teaser';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup';
import type { MenuShowcase } from '../hooks/use-home-data';
import { About } from './about';
import { DrinkGallery } from './drink-gallery';
import { ExploreMenu } from './explore-menu';

/**
 * The home page's sections after the hero (SPEC §2.2, in order). Their code
 * loads apart from the first download (app/routes/home.tsx): a phone shows
 * the hero first, and the server's markup stands until the code arrives.
 */
export default function HomeBelowHero({ menu }: { menu: MenuShowcase }) {
  return (
    <>
      <About />
      <DrinkGallery menu={menu} />
      <ExploreMenu series={menu.series} />
      <AppTeaser />
      <NewsletterSignup />
    </>
  );
}
