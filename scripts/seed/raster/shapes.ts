/**
 * Shapes as signed distance functions: negative inside, in pixels. `fill`
 * culls whole squares by the distance at their centre, so a shape's distance
 * must never be overstated by much (see Canvas.fill).
 */

/** Bounds [x0, y0, x1, y1] in pixels (fractions allowed); a shape never paints outside them. */
export type Bounds = readonly [number, number, number, number];

export interface Shape {
  readonly bounds: Bounds;
  dist(x: number, y: number): number;
}

const pad = (x0: number, y0: number, x1: number, y1: number): Bounds => [Math.floor(x0) - 1, Math.floor(y0) - 1, Math.ceil(x1) + 1, Math.ceil(y1) + 1];

export const circle = (cx: number, cy: number, r: number): Shape => ({
  bounds: pad(cx - r, cy - r, cx + r, cy + r),
  dist: (x, y) => Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r,
});

/**
 * Ellipse, by distance to the nearest point on its outline (a few fixed-point
 * steps on the outline's angle, after Chou's method). The cheaper gradient
 * estimate overshoots far inside flat ellipses, and `fill` relies on
 * distances not being overstated.
 */
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  bounds: pad(cx - rx, cy - ry, cx + rx, cy + ry),
  dist: (x, y) => {
    const px = Math.abs(x - cx);
    const py = Math.abs(y - cy);
    let tx = Math.SQRT1_2;
    let ty = Math.SQRT1_2;
    for (let i = 0; i < 3; i++) {
      const ex = ((rx * rx - ry * ry) * tx ** 3) / rx;
      const ey = ((ry * ry - rx * rx) * ty ** 3) / ry;
      const r = Math.sqrt((rx * tx - ex) ** 2 + (ry * ty - ey) ** 2);
      const q = Math.sqrt((px - ex) ** 2 + (py - ey) ** 2) || 1e-9;
      tx = Math.min(1, Math.max(0, ((px - ex) * r) / q + ex) / rx);
      ty = Math.min(1, Math.max(0, ((py - ey) * r) / q + ey) / ry);
      const t = Math.sqrt(tx * tx + ty * ty);
      tx /= t;
      ty /= t;
    }
    const d = Math.sqrt((px - rx * tx) ** 2 + (py - ry * ty) ** 2);
    return (px * px) / (rx * rx) + (py * py) / (ry * ry) < 1 ? -d : d;
  },
});

/** Rectangle centred on (cx, cy), optionally rounded and turned by `angle` radians. */
export function box(cx: number, cy: number, w: number, h: number, radius = 0, angle = 0): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const hw = w / 2 - radius;
  const hh = h / 2 - radius;
  const reach = angle === 0 ? 0 : Math.hypot(w, h) / 2;
  return {
    bounds: angle === 0 ? pad(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2) : pad(cx - reach, cy - reach, cx + reach, cy + reach),
    dist: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      const qx = Math.abs(dx * cos + dy * sin) - hw;
      const qy = Math.abs(-dx * sin + dy * cos) - hh;
      const ox = Math.max(qx, 0);
      const oy = Math.max(qy, 0);
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - radius;
    },
  };
}

export const rect = (x: number, y: number, w: number, h: number, radius = 0) => box(x + w / 2, y + h / 2, w, h, radius);

/** Convex polygon, either winding. Outside its corners the distance is underestimated, which only matters beyond the anti-aliasing pixel. */
export function polygon(points: readonly (readonly [number, number])[]): Shape {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % points.length];
    area += ax * by - bx * ay;
  }
  const sign = area > 0 ? 1 : -1;
  // Per edge: outward unit normal (nx, ny) and the edge's offset along it.
  const edges = new Float64Array(points.length * 3);
  points.forEach(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length];
    const len = Math.sqrt((bx - ax) ** 2 + (by - ay) ** 2);
    const nx = (sign * (by - ay)) / len;
    const ny = (sign * (ax - bx)) / len;
    edges.set([nx, ny, nx * ax + ny * ay], i * 3);
  });
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    bounds: pad(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)),
    dist: (x, y) => {
      let d = -Infinity;
      for (let i = 0; i < edges.length; i += 3) d = Math.max(d, edges[i] * x + edges[i + 1] * y - edges[i + 2]);
      return d;
    },
  };
}

/** A line segment with round ends: straws, stripes, drizzle. */
export function capsule(ax: number, ay: number, bx: number, by: number, r: number): Shape {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy || 1;
  return {
    bounds: pad(Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r),
    dist: (x, y) => {
      const t = Math.min(1, Math.max(0, ((x - ax) * vx + (y - ay) * vy) / len2));
      const dx = x - ax - vx * t;
      const dy = y - ay - vy * t;
      return Math.sqrt(dx * dx + dy * dy) - r;
    },
  };
}

/** A band of half-width `r` (which may vary along x) around the curve y = centre(x), within `bounds`: waves, syrup stripes. */
export function band(bounds: Bounds, centre: (x: number) => number, r: number | ((x: number) => number)): Shape {
  const [x0, , x1] = bounds;
  return {
    bounds,
    dist: (x, y) => {
      const slope = centre(x + 0.5) - centre(x - 0.5);
      const halfWidth = typeof r === 'number' ? r : r(x);
      return Math.max(Math.abs(y - centre(x)) / Math.sqrt(1 + slope * slope) - halfWidth, x0 - x, x - x1);
    },
  };
}

/** Everything below the curve y = edge(x), within `bounds`: a liquid layer with a wavy surface. */
export function below(bounds: Bounds, edge: (x: number) => number): Shape {
  const [x0, , x1] = bounds;
  return {
    bounds,
    dist: (x, y) => {
      const slope = edge(x + 0.5) - edge(x - 0.5);
      return Math.max((edge(x) - y) / Math.sqrt(1 + slope * slope), x0 - x, x - x1);
    },
  };
}

export function union(...shapes: Shape[]): Shape {
  return {
    bounds: [
      Math.min(...shapes.map((s) => s.bounds[0])),
      Math.min(...shapes.map((s) => s.bounds[1])),
      Math.max(...shapes.map((s) => s.bounds[2])),
      Math.max(...shapes.map((s) => s.bounds[3])),
    ],
    dist: (x, y) => {
      let d = Infinity;
      for (let i = 0; i < shapes.length; i++) d = Math.min(d, shapes[i].dist(x, y));
      return d;
    },
  };
}

export const intersect = (a: Shape, b: Shape): Shape => ({
  bounds: [Math.max(a.bounds[0], b.bounds[0]), Math.max(a.bounds[1], b.bounds[1]), Math.min(a.bounds[2], b.bounds[2]), Math.min(a.bounds[3], b.bounds[3])],
  dist: (x, y) => Math.max(a.dist(x, y), b.dist(x, y)),
});

export const subtract = (a: Shape, b: Shape): Shape => ({
  bounds: a.bounds,
  dist: (x, y) => Math.max(a.dist(x, y), -b.dist(x, y)),
});

/** The shape's outline moved outwards by `by` pixels (inwards when negative). */
export const grow = (s: Shape, by: number): Shape => ({
  bounds: [s.bounds[0] - Math.ceil(Math.max(by, 0)), s.bounds[1] - Math.ceil(Math.max(by, 0)), s.bounds[2] + Math.ceil(Math.max(by, 0)), s.bounds[3] + Math.ceil(Math.max(by, 0))],
  dist: (x, y) => s.dist(x, y) - by,
});
