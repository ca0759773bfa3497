import { MenuPage } from '../../features/menu/components/menu-page';
import { lazyPart } from '../../lib/lazy-parts';

const MyDrinks = lazyPart('my-drinks', () => import('../../features/drink-builder/components/my-drinks'));

export default function MenuRoute() {
  return (
    <>
      <MenuPage />
      <MyDrinks />
    </>
  );
}
