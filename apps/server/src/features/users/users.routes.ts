import {
  Messages,
  UploadLimit,
  followListQuerySchema,
  followRequestSchema,
  inviteLinkRequestSchema,
  inviteLinksQuerySchema,
  profileByEmailQuerySchema,
  updateProfileRequestSchema,
  userProfileQuerySchema,
  usersByIdsQuerySchema,
  verifyInvitationLinkRequestSchema,
} from '@limelight/protocol';
import { usersCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { readUploadedFile, type UploadRule } from '../../platform/http/upload.ts';
import type { UsersService } from './users.service.ts';
import type { ProfileImagesService } from './profileImages.service.ts';
import type { InviteLinksService } from './inviteLinks.service.ts';

export interface UsersServices {
  users: UsersService;
  profileImages: ProfileImagesService;
  inviteLinks: InviteLinksService;
}

// spec 000 §5, §9: profile images up to 20,000,000 bytes; the type is checked by content in the service.
const imageUpload: UploadRule = {
  maxBytes: UploadLimit.imageMaxBytes,
  tooLargeMessage: Messages.imageTooLarge,
  missingMessage: Messages.uploadImageFile,
};
const uploadsPerMinute = 30;
const lookupsByEmailPerMinute = 30;

/** spec 000 §7 User and profile: profiles, follows, profile images, invitation links and lookups. */
export function registerUsersRoutes(router: ApiRouter, services: UsersServices, clock: () => Date): void {
  const { users, profileImages, inviteLinks } = services;

  router.implement(usersCalls.getProfile, ({ caller }) => users.getProfile(caller.userId));
  router.post(
    '/api/user/v1/updateProfile',
    { auth: 'member', body: updateProfileRequestSchema(clock) },
    ({ caller, body }) => users.updateProfile(caller.userId, body),
  );
  router.get(
    '/api/user/v1/getProfileByEmail',
    { auth: 'member', query: profileByEmailQuerySchema, rateLimitPerMinute: lookupsByEmailPerMinute },
    ({ query }) => users.getProfileByEmail(query.email),
  );
  router.get('/api/user/v2/profile', { auth: 'any', query: userProfileQuerySchema }, ({ caller, query }) =>
    users.getUserProfile(caller.userId, query),
  );
  router.post('/api/user/v2/follow', { auth: 'member', body: followRequestSchema }, ({ caller, body }) =>
    users.follow(caller.userId, body.followingId),
  );
  router.post('/api/user/v2/unfollow', { auth: 'member', body: followRequestSchema }, ({ caller, body }) =>
    users.unfollow(caller.userId, body.followingId),
  );
  router.get(
    '/api/user/v2/listFollowing',
    { auth: 'any', query: followListQuerySchema },
    ({ caller, query }) => users.listFollowing(caller.userId, query),
  );
  router.get('/api/user/v2/listFans', { auth: 'any', query: followListQuerySchema }, ({ caller, query }) =>
    users.listFans(caller.userId, query),
  );
  // Multipart uploads; the form's `type` and `oldPrefix` fields are not needed: the server keeps its own
  // record of the image it replaces.
  router.post(
    '/api/user/v1/changeAvatar',
    { auth: 'member', rateLimitPerMinute: uploadsPerMinute },
    async ({ caller, request }) =>
      profileImages.changeAvatar(caller.userId, await readUploadedFile(request, imageUpload)),
  );
  router.post(
    '/api/user/v1/backgroundImage',
    { auth: 'member', rateLimitPerMinute: uploadsPerMinute },
    async ({ caller, request }) =>
      profileImages.changeBackgroundImage(caller.userId, await readUploadedFile(request, imageUpload)),
  );
  router.post(
    '/api/user/v1/inviteLink',
    { auth: 'member', body: inviteLinkRequestSchema },
    ({ caller, body }) => inviteLinks.createInviteLink(caller.userId, body.eventId),
  );
  router.get(
    '/api/user/v1/inviteLinks',
    { auth: 'member', query: inviteLinksQuerySchema },
    ({ caller, query }) => inviteLinks.listInviteLinks(caller.userId, query.eventId),
  );
  router.post(
    '/api/user/v1/verifyInvitationLink',
    { auth: 'any', body: verifyInvitationLinkRequestSchema },
    ({ body }) => inviteLinks.verifyInvitationLink(body.link),
  );
  router.get('/api/user/v1/usersByIds', { auth: 'any', query: usersByIdsQuerySchema }, ({ query }) =>
    users.usersByIds(query.ids),
  );
}
