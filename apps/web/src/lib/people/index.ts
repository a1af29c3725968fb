// Lists of people (friends, members by name), shared by the friends panel and the invitation dialogs
// (docs/decisions/boundaries.md: what two features share moves down to lib/).
export { fetchPeople, peopleKeys, usePeople, type PeopleSource } from './usePeople.ts';
export { usePickedPeople } from './usePickedPeople.ts';
