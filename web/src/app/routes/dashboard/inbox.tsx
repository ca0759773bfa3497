import { PageTitle } from '../../../components/ui/page-title';
import { InboxAdmin } from '../../../features/contact-admin/components/inbox-admin';
import { inboxTexts } from '../../../features/contact-admin/texts';
import './admin-screen.css';

export default function InboxScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{inboxTexts.screenTitle}</PageTitle>
      <InboxAdmin />
    </div>
  );
}
