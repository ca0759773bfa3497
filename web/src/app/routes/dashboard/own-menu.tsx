import { PageTitle } from '../../../components/ui/page-title';
import { OwnMenu } from '../../../features/own-menu-admin/components/own-menu';
import { ownMenuTexts } from '../../../features/own-menu-admin/texts';
import './menu-admin-screen.css';

export default function OwnMenuScreen() {
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{ownMenuTexts.screenTitle}</PageTitle>
      <h1>{ownMenuTexts.screenTitle}</h1>
      <OwnMenu />
    </section>
  );
}
