import { MenuPage } from '../../features/menu/components/menu-page';
import '../../styles/public-data.css';
import '../../styles/menu.css';

export default function MenuRoute() {
  return <MenuPage />;
}
