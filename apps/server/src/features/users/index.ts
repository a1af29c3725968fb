export { createInviteLinks, createUsersModule } from './users.module.ts';
export { followedPersonOf, type ListedPersonRow } from './followedPerson.ts';
export type { BirthDateChangeRow, BirthDatesRepo } from './birthDates.repo.ts';
