import { Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { MyDrinksWhenSaved } from '../../features/drink-builder/components/my-drinks-when-saved';
import { Hero } from '../../features/home/components/hero';
import { useMenuShowcase } from '../../features/home/hooks/use-home-data';
import { useNewsletterAutoOpen } from '../../features/newsletters/popup-state';
import { lazyPart } from '../../lib/lazy-parts';

const BelowHero = lazyPart('home-below-hero', () => import('./home-below-hero'));

/** SPEC §2.2, sections in order; the footer comes from the layout. */
export function HomeScreen() {
  const menu = useMenuShowcase();
  useNewsletterAutoOpen();
  return (
    <>
      <PageTitle description="Bubble tea brewed from premium Taiwanese tea, Japanese matcha and Vietnamese kumquat. Explore the menu, find a store and join our newsletter.">
        Home
      </PageTitle>
      {/* Its own boundary: the carousel is the heaviest part to take over, and the rest need not wait for it. */}
      <Suspense>
        <Hero menu={menu} />
      </Suspense>
      <MyDrinksWhenSaved />
      <BelowHero menu={menu} />
    </>
  );
}
