import { Suspense } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { Hero } from '../../features/home/components/hero';
import { useMenuShowcase } from '../../features/home/hooks/use-home-data';
import { useNewsletterAutoOpen } from '../../features/newsletters/popup-state';
import { lazyPart } from '../../lib/lazy-parts';

const BelowHero = lazyPart('home-below-hero', () => import('./home-below-hero'));
// Builds saved on this device: never in the server's markup, so their code loads after the first paint.
const MyDrinks = lazyPart('my-drinks', () => import('../../features/drink-builder/components/my-drinks'));

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
      <MyDrinks />
      <BelowHero menu={menu} />
    </>
  );
}
