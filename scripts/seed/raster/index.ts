/**
 * A tiny flat-colour rasteriser. Every shape is a signed distance function
 * (negative inside, in pixels), which gives anti-aliased edges for free:
 * a pixel's coverage is how far its centre lies inside the outline, clamped
 * to one pixel. Shapes combine by union / intersection / subtraction of their
 * distances, which is how drinks get clipped to the inside of a cup.
 */
export { Canvas, type Paint } from './canvas';
export { BLACK, darken, hex, lighten, mix, WHITE, type Rgb } from './colour';
export { random } from './random';
export { band, below, box, capsule, circle, ellipse, grow, intersect, polygon, rect, subtract, union, type Bounds, type Shape } from './shapes';
