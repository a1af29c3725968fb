export { useGuestCartFollowsLogin } from './useGuestCartFollowsLogin.ts';
