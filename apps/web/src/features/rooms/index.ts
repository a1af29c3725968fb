export { RoomCard } from './RoomCard.tsx';
export { CreateRoomDialogHost } from './create/CreateRoomDialogHost.tsx';
export { MyRoomsList } from './MyRoomsList.tsx';
export { LiveRoomsSection } from './LiveRoomsSection.tsx';
export { PeopleSearchContext, type SearchPeople } from './create/peopleSearch.ts';
