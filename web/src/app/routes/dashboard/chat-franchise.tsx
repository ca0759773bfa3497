import { ScreenPlaceholder } from '../screen-placeholder';

export default function ChatFranchiseScreen() {
  return <ScreenPlaceholder title="Chat Franchise" feature="chat" />;
}
