import { Messages, sendEmailInvitationRequestSchema, uploadFieldsSchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { openUploadedFile } from '../../platform/http/upload.ts';
import { maxEventUploadBytes, type EventMediaService } from './eventMedia.service.ts';

const uploadsPerMinute = 30;
// Invitations send mail to addresses the caller types: kept low against spam.
const invitationsPerMinute = 10;

/** spec 000 §7 common: uploads of event media and e-mail invitations. */
export function registerEventMediaRoutes(router: ApiRouter, media: EventMediaService): void {
  // Multipart: the form fields eventId and type come before the file part (or in the query string).
  router.post(
    '/api/common/v1/upload',
    { auth: 'member', query: uploadFieldsSchema.partial(), rateLimitPerMinute: uploadsPerMinute },
    async ({ caller, query, request }) => {
      const upload = await openUploadedFile(request, maxEventUploadBytes, Messages.uploadKindNotAccepted);
      try {
        const fields = uploadFieldsSchema.parse({ ...query, ...upload.fields });
        return await media.upload(caller, fields, upload.stream);
      } finally {
        await upload.discard();
      }
    },
  );
  router.post(
    '/api/common/v1/sendEmailInvitation',
    { auth: 'member', body: sendEmailInvitationRequestSchema, rateLimitPerMinute: invitationsPerMinute },
    ({ caller, body }) => media.sendEmailInvitation(caller, body),
  );
}
