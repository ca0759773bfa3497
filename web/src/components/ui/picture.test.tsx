import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const drawing = <svg data-testid="drawing" />;

function renderPicture(src: string | null) {
  return render(<Picture frame="menu-picture" src={src} alt="Mango Green Tea" width={480} height={480} drawing={drawing} />);
}

describe('Picture', () => {
  it('shows the uploaded picture while it loads', () => {
    renderPicture('/api/v1/media/picture%2Fmango.webp');
    const picture = screen.getByRole('img', { name: 'Mango Green Tea' });
    expect(picture.tagName).toBe('IMG');
    expect(screen.queryByTestId('drawing')).toBeNull();
  });

  it('swaps a picture that fails to load (offline, never cached) for the drawn stand-in, named the same', () => {
    renderPicture('/api/v1/media/picture%2Fmango.webp');
    fireEvent.error(screen.getByRole('img', { name: 'Mango Green Tea' }));
    const standIn = screen.getByRole('img', { name: 'Mango Green Tea' });
    expect(standIn.tagName).toBe('SPAN');
    expect(standIn.className).toBe('menu-picture menu-picture--none');
    expect(screen.getByTestId('drawing')).toBeTruthy();
  });

  it('tries a new picture again after an earlier one failed', () => {
    const { rerender } = renderPicture('/api/v1/media/picture%2Fold.webp');
    fireEvent.error(screen.getByRole('img', { name: 'Mango Green Tea' }));
    rerender(<Picture frame="menu-picture" src="/api/v1/media/picture%2Fnew.webp" alt="Mango Green Tea" width={480} height={480} drawing={drawing} />);
    expect(screen.getByRole('img', { name: 'Mango Green Tea' }).getAttribute('src')).toBe('/api/v1/media/picture%2Fnew.webp');
  });

  it('draws the stand-in when there is no picture at all', () => {
    renderPicture(null);
    expect(screen.getByRole('img', { name: 'Mango Green Tea' }).tagName).toBe('SPAN');
  });

  describe('with variants', () => {
    const imageSet = { width: 480, height: 360, widths: [320, 480] };
    const sizes = '(min-width: 48rem) 7.5rem, 50vw';

    it("offers the variants for the slot width and reserves the box at the picture's own aspect ratio", () => {
      render(<Picture frame="menu-picture" src="/api/v1/media/p.png" imageSet={imageSet} sizes={sizes} alt="Mango" width={480} height={480} />);
      const img = screen.getByRole('img', { name: 'Mango' });
      expect(img.getAttribute('srcset')).toBe('/api/v1/media/p.png.320w.webp 320w, /api/v1/media/p.png.480w.webp 480w');
      expect(img.getAttribute('sizes')).toBe(sizes);
      expect(img.getAttribute('src')).toBe('/api/v1/media/p.png');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '360']);
    });

    it("keeps the original alone, in the slot's box, when a picture has no variants", () => {
      render(<Picture frame="menu-picture" src="/api/v1/media/p.png" sizes={sizes} alt="Mango" width={640} height={400} />);
      const img = screen.getByRole('img', { name: 'Mango' });
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '400']);
    });

    it('shows the original alone for a picture cached by an older version of the app (a srcset, no widths)', () => {
      const older = { width: 480, height: 360, srcset: '/api/v1/media/p.png.320w.webp 320w' } as unknown as typeof imageSet;
      render(<Picture frame="menu-picture" src="/api/v1/media/p.png" imageSet={older} sizes={sizes} alt="Mango" width={480} height={480} />);
      const img = screen.getByRole('img', { name: 'Mango' });
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      expect(img.getAttribute('src')).toBe('/api/v1/media/p.png');
    });

    it("loads pictures lazily unless on screen at first, and fetches the page's main picture first", () => {
      render(
        <>
          <Picture frame="menu-picture" src="/a.png" imageSet={imageSet} sizes={sizes} alt="Below" width={480} height={480} />
          <Picture frame="menu-picture" src="/b.png" imageSet={imageSet} sizes={sizes} alt="Shown" eager width={480} height={480} />
          <Picture frame="menu-picture" src="/c.png" imageSet={imageSet} sizes={sizes} alt="Main" priority width={480} height={480} />
        </>,
      );
      const attrs = (name: string) => {
        const img = screen.getByRole('img', { name });
        return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
      };
      expect(attrs('Below')).toEqual(['lazy', null]);
      expect(attrs('Shown')).toEqual(['eager', null]);
      expect(attrs('Main')).toEqual(['eager', 'high']);
    });

    it('still swaps a failing variant for the stand-in', () => {
      render(<Picture frame="menu-picture" src="/api/v1/media/p.png" imageSet={imageSet} sizes={sizes} alt="Mango" width={480} height={480} drawing={drawing} />);
      fireEvent.error(screen.getByRole('img', { name: 'Mango' }));
      expect(screen.getByRole('img', { name: 'Mango' }).tagName).toBe('SPAN');
    });
  });
});
