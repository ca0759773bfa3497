import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { ChatWithAdmin } from '../../../features/chat-admin/components/chat-with-admin';
import { chatTexts } from '../../../features/chat-admin/texts';
import './chat-screen.css';

/** The franchise's chat screen: it talks with head office. */
export default function ChatWithAdminScreen() {
  const user = useCurrentUser();
  return (
    <section className="chat-screen">
      <PageTitle>{chatTexts.adminScreenTitle}</PageTitle>
      <h1 className="visually-hidden">{chatTexts.adminScreenTitle}</h1>
      {user ? <ChatWithAdmin myId={user._id} /> : null}
    </section>
  );
}
