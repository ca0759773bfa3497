import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import type { MenuShowcase } from '../hooks/use-home-data';
import { HERO_SLIDES, showcaseOrder } from '../showcase';
import { DrinkSlide, SlideSkeletons } from './drink-slide';
import { SocialCard } from './social-card';
import './hero.css';

/** SPEC §2.2: 4 per view on desktop, 3 on tablets, 2 on phones. */
const HERO_PER_VIEW = { mobile: 2, tablet: 3, desktop: 4 } as const;
/** A slide's width at those counts (the carousel's breakpoints, 464 and 1024 px; four across the 76rem container). */
const SLIDE_SIZES = '(min-width: 1024px) min(25vw, 19rem), (min-width: 464px) 33vw, 50vw';

export function Hero({ menu: { drinks, refresh } }: { menu: MenuShowcase }) {
  const slides = showcaseOrder(drinks ?? []).slice(0, HERO_SLIDES);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__intro">
          <p className="eyebrow">Fresh tea bar · Made to order</p>
          <h1 id="hero-title" className="hero__title">
            {brand.tagline}
          </h1>
          <p className="lead hero__lead">Hand-shaken bubble tea brewed from whole-leaf teas we source ourselves, with pearls cooked fresh through the day.</p>
          <div className="hero__actions">
            <Link className="button button--primary" to={paths.menu}>
              View Menu
            </Link>
            <Link className="button button--secondary" to={paths.locations}>
              Find a store
            </Link>
          </div>
        </div>
        <div className="hero__carousel">
          {slides.length ? (
            <Carousel
              label="Our drinks"
              items={slides}
              perView={HERO_PER_VIEW}
              itemKey={(d) => d._id}
              renderItem={(drink, eager) => <DrinkSlide drink={drink} eager={eager} priority={eager && drink._id === slides[0]._id} sizes={SLIDE_SIZES} />}
            />
          ) : (
            <SlideSkeletons count={4} busy={refresh.status === 'loading'} />
          )}
        </div>
        {/* After the drinks: on a phone the first screen shows drinks, not a follow card (hero.css places it beside the intro on wide screens). */}
        <SocialCard />
      </div>
    </section>
  );
}
