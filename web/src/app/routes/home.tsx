import { PageTitle } from '../../components/ui/page-title';
import { About } from '../../features/home/components/about';
import { DrinkGallery } from '../../features/home/components/drink-gallery';
import { ExploreMenu } from '../../features/home/components/explore-menu';
import { Hero } from '../../features/home/components/hero';
import { useMenuShowcase } from '../../features/home/hooks/use-home-data';
import { AppTeaser } from '../../features/mobile-app/components/app-teaser';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup';
import { useNewsletterAutoOpen } from '../../features/newsletter/popup-state';

/** SPEC §2.2, sections in order; the footer comes from the layout. */
export function HomeScreen() {
  const menu = useMenuShowcase();
  useNewsletterAutoOpen();
  return (
    <>
      <PageTitle description="Bubble tea brewed from premium Taiwanese tea, Japanese matcha and Vietnamese kumquat. Explore the menu, find a store and join our newsletter.">
        Home
      </PageTitle>
      <Hero menu={menu} />
      <About />
      <DrinkGallery menu={menu} />
      <ExploreMenu series={menu.series} />
      <AppTeaser />
      <NewsletterSignup />
    </>
  );
}
