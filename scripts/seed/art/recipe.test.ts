import { describe, expect, it } from 'vitest';
import { BRAND_MENU } from '../demo-menu';
import { hex } from '../raster';
import { recipeArt, TEAS } from './recipe';

const lightness = (css: string) => hex(css).reduce((sum, v) => sum + v, 0) / 3;

describe('a drink drawn from its recipe', () => {
  it('lightens the tea with the milk stirred in', () => {
    const tea = recipeArt({ tea: 'assam', straw: '#fff' });
    const milkTea = recipeArt({ tea: 'assam', milk: 0.5, straw: '#fff' });
    expect(tea.drink).toBe(TEAS.assam);
    expect(lightness(milkTea.drink)).toBeGreaterThan(lightness(tea.drink) + 40);
    // Lighter at the top, where light comes through the ice.
    expect(lightness(milkTea.drinkTop!)).toBeGreaterThan(lightness(milkTea.drink));
  });

  it('pours a float over milk, and a purée under milk, as two layers', () => {
    expect(recipeArt({ tea: 'coffee', milk: 'under', straw: '#000' })).toMatchObject({ drinkTop: TEAS.coffee, layered: true });
    expect(lightness(recipeArt({ tea: 'coffee', milk: 'under', straw: '#000' }).drink)).toBeGreaterThan(230);
    expect(recipeArt({ tea: 'none', flavour: { colour: '#e84a6f', settled: true }, straw: '#000' })).toMatchObject({ drink: '#e84a6f', layered: true });
  });

  it('takes the colour of a flavour blended through the tea', () => {
    const taro = recipeArt({ tea: 'black', flavour: { colour: '#b28ad6', amount: 0.8 }, straw: '#000' });
    const [r, g, b] = hex(taro.drink);
    expect(b).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(g);
  });

  it('draws the toppings, the top and the vessel it names', () => {
    expect(recipeArt({ tea: 'assam', pearls: 'tapioca', jelly: '#fff', pudding: true, redBean: true, straw: '#000' })).toMatchObject({
      pearls: '#3b2416',
      jelly: '#fff',
      pudding: expect.any(String),
      beans: expect.any(String),
    });
    expect(recipeArt({ tea: 'none', pearls: { popping: '#ff3d6e' }, straw: '#000' })).toMatchObject({ pearls: '#ff3d6e', smallPearls: true });
    expect(recipeArt({ tea: 'oolong', top: 'cheese foam', dust: '#5f8f3a', vessel: 'tumbler', straw: '#000' })).toMatchObject({
      foam: expect.any(String),
      dust: '#5f8f3a',
      vessel: 'tumbler',
    });
    expect(recipeArt({ tea: 'none', top: 'cream', straw: '#000' }).cream).toBeDefined();
    expect(recipeArt({ tea: 'black', garnish: 'lemon', open: true, vessel: 'tall', straw: '#000' })).toMatchObject({ garnish: 'lemon', open: true, vessel: 'tall' });
  });
});

describe('the brand menu’s pictures', () => {
  const cups = BRAND_MENU.flatMap((s) => s.drinks.map((d) => ({ series: s.name, name: d.name, art: d.art }))).filter((d) => d.art.kind === 'cup');

  it('tell every drink apart: no two drawn alike', () => {
    const drawn = cups.map((d) => JSON.stringify(d.art));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('are not one cup recoloured: the menu uses several vessels and tops', () => {
    const vessels = new Set(cups.map((d) => (d.art.kind === 'cup' ? (d.art.cream ? 'dome' : (d.art.vessel ?? 'cup')) : '')));
    expect([...vessels].sort()).toEqual(['cup', 'dome', 'jar', 'tall', 'tumbler']);
  });
});
