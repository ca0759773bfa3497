import { CupDrawing } from '../../../components/ui/icons/cup-drawing';
import { Picture, type PictureSlot } from '../../../components/ui/picture';
import './menu-picture.css';

// The seed and the upload form make square pictures; the box keeps its shape either way.
const SIZE = 480;

/** A series or drink picture, or a drawn cup while it has none. */
export function MenuPicture(props: PictureSlot) {
  return <Picture frame="menu-picture" width={SIZE} height={SIZE} drawing={<CupDrawing />} {...props} />;
}
