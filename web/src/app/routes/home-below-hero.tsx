import { AppTeaser } from '../../features/mobile-app/components/app-teaser';
import { NewsletterSignup } from '../../features/newsletters/components/newsletter-signup';
import type { MenuShowcase } from '../../features/home/hooks/use-home-data';
import { About } from '../../features/home/components/about';
import { DrinkGallery } from '../../features/home/components/drink-gallery';
import { ExploreMenu } from '../../features/home/components/explore-menu';

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
