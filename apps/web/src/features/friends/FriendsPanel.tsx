import { DoorOpen, MessagesSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { MyRoomsList } from '../rooms/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';

const panelTabs = [
  { value: 'chats', labelKey: 'friends.chats', Icon: MessagesSquare },
  { value: 'friends', labelKey: 'friends.friends', Icon: Users },
  { value: 'myRooms', labelKey: 'friends.myRooms', Icon: DoorOpen },
] as const;

/** The friends panel (spec 000 §2: tabs Chats, Friends, My Rooms); its lists arrive with the friends issue. */
export function FriendsPanel() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col p-4">
      <h2 className="mb-2 text-lg font-semibold">{t('friends.title')}</h2>
      <Tabs defaultValue="chats">
        <TabsList>
          {panelTabs.map(({ value, labelKey }) => (
            <TabsTrigger key={value} value={value}>
              {t(labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {panelTabs.map(({ value, labelKey, Icon }) => (
          <TabsContent key={value} value={value}>
            {value === 'myRooms' ? (
              <MyRoomsList />
            ) : (
              <EmptyState
                headingLevel="h3"
                icon={<Icon className="size-6" />}
                title={t(labelKey)}
                description={t('friends.comingSoon')}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
