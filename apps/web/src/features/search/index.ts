// The search feature's calls other features use (the room creation dialog's people picker).
export { searchPeople } from './searchApi.ts';
