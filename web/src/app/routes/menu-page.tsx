import { MyStoreDrinkSoldOut, MyStoreLine } from '../../features/availability/components/sold-out-note';
import { MenuPage } from '../../features/menu/components/menu-page';
import { lazyPart } from '../../lib/lazy-parts';

const MyDrinks = lazyPart('my-drinks', () => import('../../features/drink-builder/components/my-drinks'));

export default function MenuRoute() {
  return (
    <>
      <MenuPage aside={<MyStoreLine />} renderCardNote={(drink) => <MyStoreDrinkSoldOut drinkId={drink._id} />} />
      <MyDrinks />
    </>
  );
}
