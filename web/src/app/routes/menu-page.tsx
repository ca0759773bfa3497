import { MenuPage } from '../../features/menu/components/menu-page';

export default function MenuRoute() {
  return <MenuPage />;
}
