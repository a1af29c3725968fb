import type { RoomView } from '@limelight/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs.tsx';
import { CastConsole } from '../../stage/index.ts';
import { RoomChatPanel } from '../chat/RoomChatPanel.tsx';
import { PeoplePanel } from '../people/PeoplePanel.tsx';
import { RoomPostPanel } from '../post/RoomPostPanel.tsx';
import { RequestsPanel } from '../waitingRoom/RequestsPanel.tsx';
import { useWaitingRequests, type WaitingRequests } from '../waitingRoom/useWaitingRequests.ts';

const panelClassName =
  'flex min-h-0 flex-1 flex-col border-t border-border bg-surface-raised md:w-96 md:flex-none md:border-t-0 md:border-l';
// The chat and the requests stay mounted: the chat keeps its place and the line keeps counting while
// another tab is shown. The people list is read only while its tab is shown.
const tabPanelClassName = 'flex min-h-0 flex-1 flex-col py-0 data-[state=inactive]:hidden';

/** The side panel's tabs: Chat, Post, People, and for moderators Stage (the cast console) and Requests (the waiting room) with its count. */
function SidePanelTabs({ room, requests }: { room: RoomView; requests?: WaitingRequests }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('chat');
  const waitingCount = requests?.queue.length ?? 0;
  return (
    <Tabs value={tab} onValueChange={setTab} className={panelClassName}>
      <TabsList aria-label={t('roomLive.panels')} className="px-2">
        <TabsTrigger value="chat">{t('roomChat.title')}</TabsTrigger>
        <TabsTrigger value="post">{t('roomPost.title')}</TabsTrigger>
        <TabsTrigger value="people">{t('roomPeople.title')}</TabsTrigger>
        {requests && <TabsTrigger value="stage">{t('cast.tab')}</TabsTrigger>}
        {requests && (
          <TabsTrigger
            value="requests"
            // The tab's name is what it shows ("Requests 2"), the count included (issue 22 item 11).
            aria-label={
              waitingCount > 0 ? `${t('waitingRoom.requests')} ${waitingCount}` : t('waitingRoom.requests')
            }
            className="flex items-center gap-1.5"
          >
            {t('waitingRoom.requests')}
            {waitingCount > 0 && (
              <span className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-semibold text-accent-fg">
                {waitingCount}
              </span>
            )}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="chat" forceMount className={tabPanelClassName}>
        <RoomChatPanel
          venue={{ id: room.id, isModerator: room.isSpecial, sendChat: room.sendChat, hasQuestions: false }}
        />
      </TabsContent>
      <TabsContent value="post" className={tabPanelClassName}>
        <RoomPostPanel roomId={room.id} isModerator={room.isSpecial} />
      </TabsContent>
      <TabsContent value="people" className={tabPanelClassName}>
        <PeoplePanel room={room} />
      </TabsContent>
      {requests && (
        <TabsContent value="requests" forceMount className={tabPanelClassName}>
          <RequestsPanel requests={requests} />
        </TabsContent>
      )}
      {/* The stage console stays mounted: it withdraws invitations whose invitee's page is gone. */}
      {requests && (
        <TabsContent value="stage" forceMount className={tabPanelClassName}>
          <CastConsole />
        </TabsContent>
      )}
    </Tabs>
  );
}

/** The moderators' side panel: the tabs with the waiting room's line, kept while any tab is shown. */
function ModeratorSidePanel({ room }: { room: RoomView }) {
  const requests = useWaitingRequests(room.id);
  return <SidePanelTabs room={room} requests={requests} />;
}

/** The live room's side panel (spec 001 §2 room panels): the chat, the post, the people, and for moderators the requests. */
export function RoomSidePanel({ room }: { room: RoomView }) {
  if (room.isSpecial) return <ModeratorSidePanel room={room} />;
  return <SidePanelTabs room={room} />;
}
