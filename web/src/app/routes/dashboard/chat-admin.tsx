import { ScreenPlaceholder } from '../screen-placeholder';

export default function ChatAdminScreen() {
  return <ScreenPlaceholder title="Chat with Admin" feature="chat" />;
}
