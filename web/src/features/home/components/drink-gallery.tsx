import { Carousel } from '../../../components/ui/carousel';
import type { MenuShowcase } from '../hooks/use-home-data';
import { GALLERY_SLIDES, HERO_SLIDES, showcaseOrder } from '../showcase';
import { DrinkSlide, SlideSkeletons } from './drink-slide';

/** SPEC §2.2: the second carousel, 1 per view on phones, 3 on tablets, 4 on desktop. */
const GALLERY_PER_VIEW = { mobile: 1, tablet: 3, desktop: 4 } as const;
/** A slide's width at those counts (the carousel's breakpoints, 464 and 1024 px; four across the 76rem container). */
const SLIDE_SIZES = '(min-width: 1024px) min(25vw, 19rem), (min-width: 464px) 33vw, 100vw';

export function DrinkGallery({ menu: { drinks, refresh } }: { menu: MenuShowcase }) {
  const order = showcaseOrder(drinks ?? []);
  // The five after the hero's, or the hero's again on a small menu.
  const slides = (order.length > HERO_SLIDES ? order.slice(HERO_SLIDES) : order).slice(0, GALLERY_SLIDES);

  return (
    <section className="gallery section rendered-when-near" aria-labelledby="gallery-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">Shaken to order</p>
          <h2 id="gallery-title">Fresh from the tea bar</h2>
        </div>
        {slides.length ? (
          <Carousel
            label="Fresh from the tea bar"
            className="carousel--gallery"
            items={slides}
            perView={GALLERY_PER_VIEW}
            itemKey={(d) => d._id}
            renderItem={(drink) => <DrinkSlide drink={drink} eager={false} sizes={SLIDE_SIZES} />}
          />
        ) : (
          <SlideSkeletons count={4} busy={refresh.status === 'loading'} />
        )}
      </div>
    </section>
  );
}
