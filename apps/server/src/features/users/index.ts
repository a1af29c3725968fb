export { createUsersModule } from './users.module.ts';
export { followedPersonOf } from './followedPerson.ts';
