import { MyStoreDrinkSoldOut, MyStoreLine } from '../../features/availability/components/sold-out-note';
import { MyDrinksWhenSaved } from '../../features/drink-builder/components/my-drinks-when-saved';
import { MenuPage } from '../../features/menu/components/menu-page';

export default function MenuRoute() {
  return (
    <>
      <MenuPage aside={<MyStoreLine />} renderCardNote={(drink) => <MyStoreDrinkSoldOut drinkId={drink._id} />} />
      <MyDrinksWhenSaved />
    </>
  );
}
