import { Picture, type PictureSlot } from '../../../components/ui/picture';
import './store-picture.css';

// Storefront pictures are landscape (the seed draws 640 × 400).
const WIDTH = 640;
const HEIGHT = 400;

const shopfront = (
  <svg viewBox="0 0 64 48" aria-hidden="true" focusable="false">
    <path d="M8 20h48v24H8z" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="M6 10h52l-3 10H9z" fill="currentColor" opacity="0.35" />
    <path d="M27 44V31h10v13" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

/** A store's picture, or a drawn shopfront while it has none. */
export function StorePicture(props: PictureSlot) {
  return <Picture frame="store-picture" width={WIDTH} height={HEIGHT} drawing={shopfront} {...props} />;
}
