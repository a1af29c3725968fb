export { profilePathOf } from './profileAddress.ts';
export { userKeys } from './userQueries.ts';
export { useOwnProfile } from './useOwnProfile.ts';
export { PersonCard, type PersonSummary } from './PersonCard.tsx';
export { updateProfile } from './usersApi.ts';
