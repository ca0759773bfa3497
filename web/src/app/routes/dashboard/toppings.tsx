import { PageTitle } from '../../../components/ui/page-title';
import { ToppingsAdmin } from '../../../features/toppings-admin/components/toppings-admin';
import { toppingTexts } from '../../../features/toppings-admin/texts';
import './menu-admin-screen.css';

/** Head office's brand-wide toppings list (issue #24); franchise owners pick from it in a drink's nutrition and options. */
export default function ToppingsScreen() {
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{toppingTexts.screenTitle}</PageTitle>
      <h1>{toppingTexts.screenTitle}</h1>
      <ToppingsAdmin />
    </section>
  );
}
