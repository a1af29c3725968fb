import { ExternalLink, Minimize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { MyRoomsList } from '../rooms/index.ts';
import { ChatsTab } from './ChatsTab.tsx';
import { ChatView } from './chat/ChatView.tsx';
import { FriendsTab } from './FriendsTab.tsx';
import { useFriendsPanelStore } from './friendsPanelStore.ts';
import { UnreadBadge } from './UnreadBadge.tsx';
import { useUnreadChatCount } from './useUnreadChatCount.ts';

const panelTabs = [
  { value: 'chats', labelKey: 'friends.chats', Tab: ChatsTab },
  { value: 'friends', labelKey: 'friends.friends', Tab: FriendsTab },
  { value: 'myRooms', labelKey: 'friends.myRooms', Tab: MyRoomsList },
] as const;

/** The pop-out window's name: a second press focuses the same window. */
const popupWindowName = 'limelight-friends';

interface FriendsPanelProps {
  /** In the pop-out window: offers merging back instead of popping out. */
  isPopup?: boolean;
}

/** The friends panel (spec 000 §2): tabs Chats, Friends, My Rooms, a chat open in place, pop-out and back. */
export function FriendsPanel({ isPopup = false }: FriendsPanelProps) {
  const { t } = useTranslation();
  const openChat = useFriendsPanelStore((state) => state.openChat);
  const setOpenChat = useFriendsPanelStore((state) => state.setOpenChat);
  const setHidden = useFriendsPanelStore((state) => state.setHidden);
  const unreadChats = useUnreadChatCount();
  const popOut = () => {
    window.open('/fp', popupWindowName, 'popup,width=420,height=720');
    setHidden(true);
  };
  const mergeBack = () => {
    setHidden(false);
    window.close();
  };
  return (
    <div className="flex flex-col p-4">
      <div className="mb-2 flex items-center gap-2">
        <h2 className="flex-1 text-lg font-semibold">{t('friends.title')}</h2>
        <Button
          variant="ghost"
          size="sm"
          aria-label={isPopup ? t('friends.mergeBack') : t('friends.popOut')}
          onClick={isPopup ? mergeBack : popOut}
        >
          {isPopup ? (
            <Minimize2 className="size-4" aria-hidden="true" />
          ) : (
            <ExternalLink className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
      {openChat ? (
        <ChatView key={openChat.chatId} chat={openChat} onBack={() => setOpenChat(null)} />
      ) : (
        <Tabs defaultValue="chats">
          <TabsList>
            {panelTabs.map(({ value, labelKey }) => (
              <TabsTrigger key={value} value={value}>
                {t(labelKey)}
                {value === 'chats' && <UnreadBadge count={unreadChats} />}
              </TabsTrigger>
            ))}
          </TabsList>
          {panelTabs.map(({ value, Tab }) => (
            <TabsContent key={value} value={value}>
              <Tab />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
