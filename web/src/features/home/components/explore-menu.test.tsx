import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CachedSeries } from '../../../lib/db';
import { ExploreMenu } from './explore-menu';

const series = (id: string, name: string, position: number): CachedSeries => ({ _id: id, name, image: null, imageId: null, signature: false, position });

describe('Explore our Menu', () => {
  it("sends each tile's SEE MORE to its own series, and to the menu while the series is not known", () => {
    render(
      <MemoryRouter>
        <ExploreMenu series={[series('s-fruit', 'Fresh Fruit Tea', 0), series('s-milk', 'Milk Tea', 1), series('s-coffee', 'Coffee', 2)]} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /^SEE MORE/ });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['SEE MORE Fruit Tea', '/menu/s-fruit'],
      ['SEE MORE Stormy', '/menu'],
      ['SEE MORE Milk Tea', '/menu/s-milk'],
      ['SEE MORE Cheese Cream', '/menu'],
      ['SEE MORE Coffee', '/menu/s-coffee'],
      ['SEE MORE Yakult', '/menu'],
    ]);
    expect(screen.getByRole('link', { name: 'View Menu' }).getAttribute('href')).toBe('/menu');
  });
});
