export { createUsersRepo, type UsersRepo } from './users.repo.ts';
export { createInviteLinksRepo } from './inviteLinks.repo.ts';
export { createUsersService } from './users.service.ts';
export { createProfileImagesService } from './profileImages.service.ts';
export { createInviteLinksService } from './inviteLinks.service.ts';
export { registerUsersRoutes } from './users.routes.ts';
export { followedPersonOf } from './followedPerson.ts';
export { createPersonLookup } from './personLookup.ts';
