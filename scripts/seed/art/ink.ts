/** The one outline colour of every illustration, tinted towards the picture's background so it never looks harsh. */
import { hex, mix, type Rgb } from '../raster';

const INK: Rgb = hex('#3a2e39');

export const inkOn = (background: Rgb): Rgb => mix(background, INK, 0.72);
