import { Messages, UploadLimit } from '@limelight/protocol';
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

/**
 * spec 000 §7 User and profile: profiles, follows, profile images, invitation links and lookups (the users
 * group of the HTTP contract; guests and created accounts are the auth feature's).
 */
export function registerUsersRoutes(router: ApiRouter, services: UsersServices): void {
  const { users, profileImages, inviteLinks } = services;
  const calls = usersCalls;

  router.implement(calls.getProfile, ({ caller }) => users.getProfile(caller.userId));
  router.implement(calls.updateProfile, ({ caller, body }) => users.updateProfile(caller.userId, body));
  router.implement(calls.getProfileByEmail, ({ query }) => users.getProfileByEmail(query.email));
  router.implement(calls.profile, ({ caller, query }) => users.getUserProfile(caller.userId, query));
  router.implement(calls.follow, ({ caller, body }) => users.follow(caller.userId, body.followingId));
  router.implement(calls.unfollow, ({ caller, body }) => users.unfollow(caller.userId, body.followingId));
  router.implement(calls.listFollowing, ({ caller, query }) => users.listFollowing(caller.userId, query));
  router.implement(calls.listFans, ({ caller, query }) => users.listFans(caller.userId, query));
  // Multipart uploads; the form's `type` and `oldPrefix` fields are not needed: the server keeps its own
  // record of the image it replaces.
  router.implement(calls.changeAvatar, async ({ caller, request }) =>
    profileImages.changeAvatar(caller.userId, await readUploadedFile(request, imageUpload)),
  );
  router.implement(calls.backgroundImage, async ({ caller, request }) =>
    profileImages.changeBackgroundImage(caller.userId, await readUploadedFile(request, imageUpload)),
  );
  router.implement(calls.inviteLink, ({ caller, body }) =>
    inviteLinks.createInviteLink(caller.userId, body.eventId),
  );
  router.implement(calls.inviteLinks, ({ caller, query }) =>
    inviteLinks.listInviteLinks(caller.userId, query.eventId),
  );
  router.implement(calls.verifyInvitationLink, ({ body }) => inviteLinks.verifyInvitationLink(body.link));
  router.implement(calls.usersByIds, ({ query }) => users.usersByIds(query.ids));
}
