export { RoomCard } from './RoomCard.tsx';
export { CreateRoomDialogHost } from './create/CreateRoomDialogHost.tsx';
export { MyRoomsList } from './MyRoomsList.tsx';
export { LiveRoomsSection } from './LiveRoomsSection.tsx';
export { PeopleSearchContext, type SearchPeople } from './create/peopleSearch.ts';
// The live chat (and its questions) of a room's page, which an event's live page shows too.
export { RoomChatPanel } from './chat/RoomChatPanel.tsx';
export { QuestionsPanel } from './chat/QuestionsPanel.tsx';
export type { ChatVenue } from './chat/chatVenue.ts';
export { useRoomChatState } from './chat/useRoomChat.ts';
export { RoomContent } from './content/RoomContent.tsx';
// A room's shared content at a moment of its log, for the replays.
export { SharedContentAt } from './content/SharedContentAt.tsx';
// The chat's message list and the refusal toast, which a replay's read-only chat and its timeline use.
export { ChatMessageList } from './chat/ChatMessageList.tsx';
export { toastRefusal } from './toastRefusal.ts';
// A YouTube address's video id, for the film trailers' embeds.
export { youtubeIdOf } from './content/contentApps.ts';
