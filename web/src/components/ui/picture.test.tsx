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
});
