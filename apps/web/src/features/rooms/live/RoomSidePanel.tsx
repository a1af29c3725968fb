import type { RoomView } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs.tsx';
import { RoomChatPanel } from '../chat/RoomChatPanel.tsx';
import { RequestsPanel } from '../waitingRoom/RequestsPanel.tsx';
import { useWaitingRequests } from '../waitingRoom/useWaitingRequests.ts';

const panelClassName =
  'flex min-h-0 flex-1 flex-col border-t border-border bg-surface-raised md:w-96 md:flex-none md:border-t-0 md:border-l';
// Both panels stay mounted: the chat keeps its place and the line keeps counting while the other is shown.
const tabPanelClassName = 'flex min-h-0 flex-1 flex-col py-0 data-[state=inactive]:hidden';

/** The moderators' side: the chat and the request list (the waiting room) as tabs, the count on its tab. */
function ModeratorSidePanel({ room }: { room: RoomView }) {
  const { t } = useTranslation();
  const requests = useWaitingRequests(room.id);
  const [tab, setTab] = useState('chat');
  const waitingCount = requests.queue.people.length;
  return (
    <Tabs value={tab} onValueChange={setTab} className={panelClassName}>
      <TabsList aria-label={t('roomLive.panels')} className="px-2">
        <TabsTrigger value="chat">{t('roomChat.title')}</TabsTrigger>
        <TabsTrigger
          value="requests"
          aria-label={t('waitingRoom.requestsCount', { count: waitingCount })}
          className="flex items-center gap-1.5"
        >
          {t('waitingRoom.requests')}
          {waitingCount > 0 && (
            <span
              aria-hidden="true"
              className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-semibold text-accent-fg"
            >
              {waitingCount}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="chat" forceMount className={tabPanelClassName}>
        <RoomChatPanel room={room} isTitleInTab />
      </TabsContent>
      <TabsContent value="requests" forceMount className={tabPanelClassName}>
        <RequestsPanel requests={requests} />
      </TabsContent>
    </Tabs>
  );
}

/** The live room's side panel (spec 001 §2 room panels): the chat, and for moderators the request list. */
export function RoomSidePanel({ room }: { room: RoomView }) {
  if (room.isSpecial) return <ModeratorSidePanel room={room} />;
  return (
    <div className={panelClassName}>
      <RoomChatPanel room={room} />
    </div>
  );
}
