export { useGuestCartFollowsLogin } from './useGuestCartFollowsLogin.ts';
export { EventStoreLink } from './EventStoreLink.tsx';
