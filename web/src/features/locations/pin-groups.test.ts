import { describe, expect, it } from 'vitest';
import { pinGroups, pinSpacing } from './pin-groups';
import { MAP_WIDTH, mapPoint } from './us-map';

const spacing = pinSpacing(MAP_WIDTH);
const at = (item: string, lon: number, lat: number) => ({ item, ...mapPoint(lon, lat) });

describe('pins on the store map', () => {
  it('puts stores whose pins would overlap on a phone under one pin, in list order, at their middle', () => {
    const austin = at('Downtown Austin', -97.7428, 30.2688);
    const houston = at('Houston Chinatown', -95.5536, 29.7053);
    const groups = pinGroups([houston, austin], spacing);
    expect(groups).toHaveLength(1);
    expect(groups[0].items).toEqual(['Houston Chinatown', 'Downtown Austin']);
    expect(groups[0].x).toBeCloseTo((austin.x + houston.x) / 2);
    expect(groups[0].y).toBeCloseTo((austin.y + houston.y) / 2);
  });

  it('keeps stores far apart on pins of their own, in list order', () => {
    const groups = pinGroups([at('Seattle', -122.3208, 47.6145), at('Brooklyn', -73.958, 40.7171), at('Orlando', -81.3654, 28.5534)], spacing);
    expect(groups.map((g) => g.items)).toEqual([['Seattle'], ['Brooklyn'], ['Orlando']]);
  });

  it('leaves no two pins overlapping, also where a merged pin moves onto a third', () => {
    // Three stores a little more than half a pin apart in a row: pairs merge, and the merged pin then overlaps the last.
    const points = [0, 0.6, 1.2].map((k, i) => ({ item: `store ${i}`, x: 100 + k * spacing.dx, y: 100 }));
    const groups = pinGroups(points, spacing);
    for (const a of groups) for (const b of groups) if (a !== b) expect(Math.abs(a.x - b.x) >= spacing.dx || Math.abs(a.y - b.y) >= spacing.dy).toBe(true);
    expect(groups.flatMap((g) => g.items).sort()).toEqual(['store 0', 'store 1', 'store 2']);
  });

  it('a pin is a pin wide and tall on the narrowest map: 32 × 40 px of 320', () => {
    expect(pinSpacing(640)).toEqual({ dx: 64, dy: 80 });
  });
});
