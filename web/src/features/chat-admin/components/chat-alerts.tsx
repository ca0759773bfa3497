import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toastNotice } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import type { User } from '../../../lib/contract';
import { titleCountAtom } from '../../../lib/title-count';
import { dashboardCountsAtom, refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { getChatFranchises } from '../api/get-chat-franchises';
import { isConversationShown } from '../conversation-in-view';
import { useChatEvent, useChatLink } from '../hooks/use-chat-connection';
import { chatTexts } from '../texts';
import type { ChatMessage } from '../types';

const PREVIEW_LENGTH = 80;

/** The installed app's icon badge, where the browser has the Badging API; elsewhere nothing. */
function setAppBadge(count: number) {
  if (!('setAppBadge' in navigator)) return;
  (count ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => {
    // The badge is a hint; a browser that refuses it (not installed) changes nothing else.
  });
}

/**
 * Unread chat on every dashboard screen: a partner's message that no open
 * conversation shows raises the sidebar count (fresh from the server), a toast
 * names the sender with a link to the conversation, and the tab title and
 * the installed app's icon carry the count. Renders nothing itself.
 */
export function ChatAlerts({ user }: { user: User }) {
  const link = useChatLink();
  const navigate = useNavigate();
  const unread = useAtomValue(dashboardCountsAtom)?.chat ?? 0;
  const setTitleCount = useSetAtom(titleCountAtom);
  const franchiseNames = useRef(new Map<string, string>());

  async function senderName(message: ChatMessage): Promise<string> {
    if (user.role === 'franchise') return chatTexts.adminName;
    if (!franchiseNames.current.has(message.sender)) {
      try {
        for (const f of await getChatFranchises()) franchiseNames.current.set(f._id, f.franchise.name);
      } catch {
        // Offline or failing: the toast still says a message came.
      }
    }
    return franchiseNames.current.get(message.sender) ?? chatTexts.someFranchise;
  }

  async function announce(message: ChatMessage) {
    const name = await senderName(message);
    const text = message.text.length > PREVIEW_LENGTH ? `${message.text.slice(0, PREVIEW_LENGTH - 1)}…` : message.text;
    const to = user.role === 'admin' ? `${paths.dashboard.chatFranchise}?with=${encodeURIComponent(message.sender)}` : paths.dashboard.chatAdmin;
    toastNotice(chatTexts.newMessageFrom(name), { description: text, action: { label: chatTexts.openChat, onClick: () => void navigate(to) } });
  }

  useChatEvent(link.connection, (event) => {
    if (event.type !== 'getMessage' || event.message.sender === user._id) return;
    if (isConversationShown(event.message.conversationId)) return;
    void refreshDashboardCounts();
    void announce(event.message);
  });

  // Back after the socket was down: messages may have come meanwhile.
  useEffect(() => {
    if (link.opens > 1) void refreshDashboardCounts();
  }, [link.opens]);

  useEffect(() => {
    setTitleCount(unread);
    setAppBadge(unread);
  }, [unread, setTitleCount]);
  // Leaving the dashboard (logging out) takes the count off the title and the icon.
  useEffect(
    () => () => {
      setTitleCount(0);
      setAppBadge(0);
    },
    [setTitleCount],
  );

  return null;
}
