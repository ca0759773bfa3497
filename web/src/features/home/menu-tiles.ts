/** The menu pictures' size in pixels (square), for width/height attributes that reserve space. */
export const MENU_PICTURE_PX = 480;

/**
 * The six 'Explore our Menu' categories (SPEC §2.2), each matched to the
 * cached series whose name contains `match` for its picture.
 */
export const menuTiles = [
  { label: 'Fruit Tea', match: 'fruit tea', blurb: 'Fresh fruit shaken with fragrant green and black teas.', tint: '#ffe3d6' },
  { label: 'Stormy', match: 'stormy', blurb: 'Brown sugar swirls, fresh milk and chewy pearls.', tint: '#eadbd0' },
  { label: 'Milk Tea', match: 'milk tea', blurb: 'The classics: rich teas and creamy milk.', tint: '#f6e4cf' },
  { label: 'Cheese Cream', match: 'cheese cream', blurb: 'Silky salted cream cheese foam over cold tea.', tint: '#fff2c8' },
  { label: 'Coffee', match: 'coffee', blurb: 'Espresso meets tea and milk, hot or iced.', tint: '#e8ddd2' },
  { label: 'Yakult', match: 'yakult', blurb: 'Tangy, light and refreshing probiotic coolers.', tint: '#e1f1e6' },
] as const;

type MenuTile = (typeof menuTiles)[number];

/** The first series whose name contains the tile's keyword, ignoring case. */
export function seriesForTile<S extends { name: string }>(tile: MenuTile, series: readonly S[]): S | undefined {
  return series.find((s) => s.name.toLocaleLowerCase().includes(tile.match));
}
