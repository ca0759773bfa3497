import { CupDrawing } from './icons/cup-drawing';
import { Picture, type PictureSlot } from './picture';
import './menu-picture.css';

// The seed and the upload form make square pictures; the box keeps its shape either way.
const SIZE = 480;

/** A series or drink picture (the menu's, a store's own drinks), or a drawn cup while it has none. */
export function MenuPicture(props: PictureSlot) {
  return <Picture frame="menu-picture" width={SIZE} height={SIZE} drawing={<CupDrawing />} {...props} />;
}
