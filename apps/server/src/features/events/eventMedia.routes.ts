import { Messages, uploadFieldsSchema } from '@limelight/protocol';
import { commonCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { openUploadedFile } from '../../platform/http/upload.ts';
import { maxEventUploadBytes, type EventMediaService } from './eventMedia.service.ts';

/** The common group of the HTTP contract (packages/protocol/src/http/common.calls.ts). */
export function registerEventMediaRoutes(router: ApiRouter, media: EventMediaService): void {
  // Multipart: the form fields eventId and type come before the file part (or in the query string).
  router.implement(commonCalls.upload, async ({ caller, query, request }) => {
    const upload = await openUploadedFile(request, maxEventUploadBytes, Messages.uploadKindNotAccepted);
    try {
      const fields = uploadFieldsSchema.parse({ ...query, ...upload.fields });
      return await media.upload(caller, fields, upload.stream);
    } finally {
      await upload.discard();
    }
  });
  router.implement(commonCalls.sendEmailInvitation, ({ caller, body }) =>
    media.sendEmailInvitation(caller, body),
  );
}
