import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs.tsx';
import { QuestionsPanel, RoomChatPanel, useRoomChatState, type ChatVenue } from '../../rooms/index.ts';
import { CastConsole } from '../../stage/index.ts';

// The chat and the stage console stay mounted: the chat keeps its place, the console withdraws invitations
// whose invitee's page is gone.
const tabPanelClassName = 'flex min-h-0 flex-1 flex-col py-0 data-[state=inactive]:hidden';

/**
 * The event's side panel (beside the stage, below it on a phone): its chat, the questions moderators
 * marked in it (with their count), and for moderators the stage console (spec 001 §6).
 */
export function EventSidePanel({ venue }: { venue: ChatVenue }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('chat');
  const questionCount = useRoomChatState(venue.id).questions.length;
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      className="flex h-[32rem] min-h-0 flex-col border-t border-border bg-surface-raised lg:sticky lg:top-0 lg:h-[calc(100dvh-8rem)] lg:w-96 lg:shrink-0 lg:border-t-0 lg:border-l"
    >
      <TabsList aria-label={t('eventLive.panels')} className="px-2">
        <TabsTrigger value="chat">{t('roomChat.title')}</TabsTrigger>
        <TabsTrigger value="questions" className="flex items-center gap-1.5">
          {t('questions.title')}
          {questionCount > 0 && (
            <span className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-semibold text-accent-fg">
              {questionCount}
            </span>
          )}
        </TabsTrigger>
        {venue.isModerator && <TabsTrigger value="stage">{t('cast.tab')}</TabsTrigger>}
      </TabsList>
      <TabsContent value="chat" forceMount className={tabPanelClassName}>
        <RoomChatPanel venue={venue} />
      </TabsContent>
      <TabsContent value="questions" className={tabPanelClassName}>
        <QuestionsPanel venue={venue} />
      </TabsContent>
      {venue.isModerator && (
        <TabsContent value="stage" forceMount className={`${tabPanelClassName} overflow-y-auto`}>
          <CastConsole />
        </TabsContent>
      )}
    </Tabs>
  );
}
