import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { ChatWithFranchises } from '../../../features/chat-admin/components/chat-with-franchises';
import { chatTexts } from '../../../features/chat-admin/texts';
import './chat-screen.css';

/** Head office's chat screen: it talks with every franchise. */
export default function ChatWithFranchisesScreen() {
  const user = useCurrentUser();
  return (
    <section className="chat-screen">
      <PageTitle>{chatTexts.franchiseScreenTitle}</PageTitle>
      <h1 className="visually-hidden">{chatTexts.franchiseScreenTitle}</h1>
      {user ? <ChatWithFranchises myId={user._id} /> : null}
    </section>
  );
}
