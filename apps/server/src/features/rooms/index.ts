export { registerRoomPresenceAnnouncements } from './rooms.socket.ts';
