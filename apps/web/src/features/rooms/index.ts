export { RoomCard } from './RoomCard.tsx';
