export { RoomCard } from './RoomCard.tsx';
export { CreateRoomDialogHost } from './create/CreateRoomDialogHost.tsx';
export { MyRoomsList } from './MyRoomsList.tsx';
export { LiveRoomsSection } from './LiveRoomsSection.tsx';
export { PeopleSearchContext } from './create/peopleSearch.ts';
