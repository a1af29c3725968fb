// The events feature's parts that other features show (channel pages, search).
export { EventList, type EventPages } from './components/EventList.tsx';
export { FeedSection } from './components/FeedSection.tsx';
export { myEventsQuery } from './eventQueries.ts';
export { answerInvitation as answerRoleInvitation } from './roles/rolesApi.ts';
