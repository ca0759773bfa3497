import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuPictureSizes } from '../components/ui/menu-picture-sizes';
import { db } from '../lib/db';
import { readMyStore } from '../lib/my-store';
import { fetchPictures, keepSitePictures, keptFor, mayKeepPictures, menuPicturesToKeep } from './keep-menu-pictures';
import { readSitePictures } from './site-pictures';

const set = { width: 480, height: 480, widths: [320, 480] };
/** The srcset a card spells for `set`: each variant beside the original. */
const srcsetOf = (name: string) => `/m/${name}.png.320w.webp 320w, /m/${name}.png.480w.webp 480w`;
const pictured = (name: string | null, withSet = true) => (name ? { image: `/m/${name}.png`, ...(withSet && { imageSet: set }) } : { image: null });

/** Pictures the page asked the browser for: `new Image()` with its srcset, sizes and src, answered by `answer`. */
class FakeImage {
  static requested: { src: string; srcset: string; sizes: string }[] = [];
  static loading = 0;
  static mostAtOnce = 0;
  static answer: (src: string) => boolean = () => true;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sizes = '';
  srcset = '';
  set src(src: string) {
    FakeImage.requested.push({ src, srcset: this.srcset, sizes: this.sizes });
    FakeImage.mostAtOnce = Math.max(FakeImage.mostAtOnce, ++FakeImage.loading);
    setTimeout(() => {
      FakeImage.loading--;
      if (FakeImage.answer(src)) this.onload?.();
      else this.onerror?.();
    }, 5);
  }
}

const returning = { onLine: true, serviceWorker: { controller: {} } };

beforeEach(() => {
  FakeImage.requested = [];
  FakeImage.mostAtOnce = 0;
  FakeImage.answer = () => true;
  vi.stubGlobal('Image', FakeImage);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pictures of the menu kept for offline', () => {
  it('are every series, drink and topping picture in each slot that draws it, once, without the missing ones', () => {
    const pictures = menuPicturesToKeep([pictured('milk'), pictured(null)], [pictured('taro'), pictured('taro'), pictured('plain', false)], [pictured('pearls')]);
    expect(pictures).toEqual([
      { src: '/m/milk.png', srcset: srcsetOf('milk'), sizes: menuPictureSizes.seriesCard },
      { src: '/m/taro.png', srcset: srcsetOf('taro'), sizes: menuPictureSizes.drinkCard },
      // A picture without variants is the same file in every slot: asked for once.
      { src: '/m/plain.png' },
      { src: '/m/taro.png', srcset: srcsetOf('taro'), sizes: menuPictureSizes.drinkSheet },
      { src: '/m/pearls.png', srcset: srcsetOf('pearls'), sizes: menuPictureSizes.topping },
    ]);
  });

  it('are followed by the drinks a store adds of its own, as its page draws them', () => {
    const pictures = menuPicturesToKeep([], [pictured('taro')], [], [pictured('lychee'), pictured('taro')]);
    expect(pictures).toEqual([
      { src: '/m/taro.png', srcset: srcsetOf('taro'), sizes: menuPictureSizes.drinkCard },
      { src: '/m/taro.png', srcset: srcsetOf('taro'), sizes: menuPictureSizes.drinkSheet },
      { src: '/m/lychee.png', srcset: srcsetOf('lychee'), sizes: menuPictureSizes.storeMenu },
      // The same picture in another slot: the store's page picks its own variant.
      { src: '/m/taro.png', srcset: srcsetOf('taro'), sizes: menuPictureSizes.storeMenu },
    ]);
  });

  it('end with every store’s picture, as its card and its dialog pick a variant and as its page draws it', () => {
    const pictures = menuPicturesToKeep([], [], [], [], [pictured('austin'), pictured('plain', false), pictured(null)]);
    expect(pictures).toEqual([
      { src: '/m/austin.png', srcset: srcsetOf('austin'), sizes: menuPictureSizes.storeCard },
      { src: '/m/plain.png' },
      { src: '/m/austin.png', srcset: srcsetOf('austin'), sizes: menuPictureSizes.storeDialog },
      { src: '/m/austin.png' },
    ]);
  });

  it('are fetched only on a returning visit, online, and not when the phone saves data or is on 2G', () => {
    expect(mayKeepPictures(returning)).toBe(true);
    expect(mayKeepPictures({ ...returning, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    // A first visit: the service worker does not answer the page yet.
    expect(mayKeepPictures({ onLine: true, serviceWorker: { controller: null } })).toBe(false);
    expect(mayKeepPictures({ onLine: true })).toBe(false);
    expect(mayKeepPictures({ ...returning, onLine: false })).toBe(false);
    expect(mayKeepPictures({ ...returning, connection: { saveData: true } })).toBe(false);
    expect(mayKeepPictures({ ...returning, connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayKeepPictures({ ...returning, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });

  it('are told apart by menu and by screen', () => {
    const menu = menuPicturesToKeep([pictured('milk')], [pictured('taro')], []);
    const changed = menuPicturesToKeep([pictured('milk')], [pictured('brown')], []);
    expect(keptFor(menu, '390x3')).toBe(keptFor(menu, '390x3'));
    expect(keptFor(menu, '390x3')).not.toBe(keptFor(changed, '390x3'));
    expect(keptFor(menu, '390x3')).not.toBe(keptFor(menu, '1280x1'));
  });

  it('are fetched a few at a time, variants chosen by the browser, and say when one did not arrive', async () => {
    const pictures = menuPicturesToKeep(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => pictured(n)),
      [],
      [],
    );
    expect(await fetchPictures(pictures)).toBe(true);
    expect(FakeImage.requested).toHaveLength(7);
    expect(FakeImage.mostAtOnce).toBe(3);
    // srcset and sizes were set before src: the browser fetches only the variant it picks.
    expect(FakeImage.requested[0]).toEqual({ src: '/m/a.png', srcset: srcsetOf('a'), sizes: menuPictureSizes.seriesCard });

    FakeImage.requested = [];
    FakeImage.answer = (src) => src !== '/m/c.png';
    expect(await fetchPictures(pictures)).toBe(false);
    expect(FakeImage.requested).toHaveLength(7);
  });

  it('stop being fetched when the connection goes', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    FakeImage.answer = () => {
      online.mockReturnValue(false);
      return false;
    };
    const pictures = menuPicturesToKeep(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => pictured(n)),
      [],
      [],
    );
    expect(await fetchPictures(pictures)).toBe(false);
    expect(FakeImage.requested).toHaveLength(3);
    online.mockRestore();
  });
});

/** What a visit does: the worker reads the cache's pictures (site-pictures.ts), the page keeps them. */
const keepMenuPictures = async () => keepSitePictures(await readSitePictures(readMyStore()?.id));

describe('keeping the cached menu’s pictures', () => {
  beforeEach(async () => {
    await Promise.all([db.series.clear(), db.drinks.clear(), db.toppings.clear(), db.locations.clear()]);
    await db.series.put({ _id: 's-milk', name: 'Milk Tea', imageId: null, signature: false, position: 0, ...pictured('milk') });
    await db.drinks.put({
      _id: 'd-taro',
      name: 'Taro Milk Tea',
      description: '',
      seriesId: 's-milk',
      rating: null,
      reviewCount: 0,
      position: 0,
      facts: null,
      ...pictured('taro'),
    });
    await db.toppings.put({ _id: 't-pearls', name: 'Pearls', calories: 150, sugarG: 20, caffeineMg: 0, allergens: [], vegan: true, position: 0, ...pictured('pearls') });
  });

  /** The cached brand menu's pictures, in each slot, as the keeper asks for them. */
  const theBrandMenus = [
    ['/m/milk.png', menuPictureSizes.seriesCard],
    ['/m/taro.png', menuPictureSizes.drinkCard],
    ['/m/taro.png', menuPictureSizes.drinkSheet],
    ['/m/pearls.png', menuPictureSizes.topping],
  ];

  /** jsdom has no service worker: the page's, answering it (a returning visit) or not yet (a first visit). */
  const asVisit = (controller: object | null) => Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  /** The Worker's answer to every request, and the paths asked for; My store picked as `id` on a returning visit. */
  function returningWithMyStore(id: string, answer: () => Response) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(new Request(input, { method: 'GET' }).url.replace(/^https?:\/\/[^/]+/, ''));
      return answer();
    });
    localStorage.setItem('my-store', JSON.stringify({ id, name: id, timeZone: 'America/Chicago' }));
    asVisit({});
    return asked;
  }

  it('asks for each of them once on a returning visit, and not again on the next', async () => {
    asVisit({});
    await keepMenuPictures();
    expect(FakeImage.requested.map((r) => [r.src, r.sizes])).toEqual(theBrandMenus);
    FakeImage.requested = [];
    await keepMenuPictures();
    expect(FakeImage.requested).toEqual([]);
  });

  it('asks again after a visit that did not get them all, or when the menu changed', async () => {
    asVisit({});
    FakeImage.answer = (src) => src !== '/m/pearls.png';
    await keepMenuPictures();
    FakeImage.answer = () => true;
    FakeImage.requested = [];
    await keepMenuPictures();
    expect(FakeImage.requested).toHaveLength(4);

    FakeImage.requested = [];
    await db.series.update('s-milk', pictured('milk-new'));
    await keepMenuPictures();
    expect(FakeImage.requested.map((r) => r.src)).toContain('/m/milk-new.png');
  });

  it('asks too for the drinks of the visitor’s own store, and of no other store', async () => {
    const ownDrink = (id: string, name: string) => ({
      _id: id,
      name,
      description: '',
      seriesId: `own-${id}`,
      rating: null,
      reviewCount: 0,
      facts: null,
      ...pictured(name.toLowerCase()),
    });
    // Only what the keeper reads of a cached store: its id and its own menu.
    const store = (id: string, drink: ReturnType<typeof ownDrink>) => ({
      _id: id,
      name: id,
      menu: [{ _id: `own-${drink._id}`, name: 'Specials', image: null, signature: false, drinks: [drink] }],
    });
    await db.locations.bulkPut([
      { ...store('store-mine', ownDrink('d-lychee', 'Lychee')), position: 0 },
      { ...store('store-other', ownDrink('d-mango', 'Mango')), position: 1 },
    ] as never);
    asVisit({});
    await keepMenuPictures();
    // No store picked: the brand's menu only.
    expect(FakeImage.requested.map((r) => r.src)).not.toContain('/m/lychee.png');

    localStorage.setItem('my-store', JSON.stringify({ id: 'store-mine', name: 'Mine', timeZone: 'America/Los_Angeles' }));
    FakeImage.requested = [];
    await keepMenuPictures();
    // A new set of pictures to keep: the brand's are asked for again with the store's.
    expect(FakeImage.requested.map((r) => [r.src, r.sizes])).toEqual([...theBrandMenus, ['/m/lychee.png', menuPictureSizes.storeMenu]]);
  });

  it('asks for the stores again when the cache does not hold the visitor’s own, then for its drinks’ pictures', async () => {
    const ownDrink = { _id: 'd-lychee', name: 'Lychee', description: '', rating: null, reviewCount: 0, facts: null, ...pictured('lychee') };
    const mine = { _id: 'store-mine', slug: 'mine', name: 'Mine', menu: [{ _id: 'own-1', name: 'Specials', image: null, signature: false, drinks: [ownDrink] }] };
    const asked = returningWithMyStore('store-mine', () => Response.json({ locations: [mine] }));
    await keepMenuPictures();
    expect(asked).toEqual(['/api/v1/user/locations']);
    expect((await db.locations.toArray()).map((s) => s._id)).toEqual(['store-mine']);
    expect(FakeImage.requested.map((r) => r.src)).toContain('/m/lychee.png');

    // Held now: not asked for again.
    localStorage.removeItem('menu-pictures-kept');
    await keepMenuPictures();
    expect(asked).toHaveLength(1);
  });

  it('lets My store go when a fresh list of stores no longer has it, and does not ask after it again', async () => {
    const asked = returningWithMyStore('store-closed', () => Response.json({ locations: [] }));
    await keepMenuPictures();
    expect(asked).toHaveLength(1);
    expect(localStorage.getItem('my-store')).toBeNull();
    expect(FakeImage.requested.map((r) => [r.src, r.sizes])).toEqual(theBrandMenus);

    localStorage.removeItem('menu-pictures-kept');
    await keepMenuPictures();
    expect(asked).toHaveLength(1);
  });

  it('keeps My store when the stores could not be asked for, and asks again next visit', async () => {
    const asked = returningWithMyStore('store-far', () => {
      throw new TypeError('Failed to fetch');
    });
    await keepMenuPictures();
    expect(JSON.parse(localStorage.getItem('my-store')!)).toMatchObject({ id: 'store-far' });
    localStorage.removeItem('menu-pictures-kept');
    await keepMenuPictures();
    expect(asked.length).toBeGreaterThan(1);
  });

  it('asks for nothing before the service worker answers the page', async () => {
    asVisit(null);
    await keepMenuPictures();
    expect(FakeImage.requested).toEqual([]);
  });
});
