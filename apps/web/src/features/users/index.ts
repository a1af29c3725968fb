export { profilePathOf } from './profileAddress.ts';
export { userKeys } from './userQueries.ts';
export { useOwnProfile } from './useOwnProfile.ts';
export { UserAvatar } from './UserAvatar.tsx';
export { PersonCard, type PersonSummary } from './PersonCard.tsx';
