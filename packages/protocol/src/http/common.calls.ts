import {
  sendEmailInvitationAnswerSchema,
  sendEmailInvitationRequestSchema,
} from '../schemas/eventAttendance.ts';
import { uploadAnswerSchema, uploadFieldsSchema } from '../schemas/events.ts';
import { InvitationRate } from '../limits.ts';
import { defineCall } from './call.ts';
import { transcodeCall } from './films.calls.ts';
import { eventEditorCodes, eventHiddenCodes } from './events.calls.ts';

/** spec 000 §7 common: uploads of event media and e-mail invitations. */
export const commonCalls = {
  upload: defineCall({
    method: 'POST',
    path: '/api/common/v1/upload',
    auth: 'member',
    // Multipart: the form fields eventId and type come before the file part, or in the query string.
    query: uploadFieldsSchema.partial(),
    answer: uploadAnswerSchema,
    codes: [...eventEditorCodes, 'AssetLimitReached'],
    rateLimitPerMinute: 30,
    summary:
      "Stores an image, video or PDF (multipart); with an event, an editor's cover, thumbnail, poster or trailer replaces the event's.",
  }),
  sendEmailInvitation: defineCall({
    method: 'POST',
    path: '/api/common/v1/sendEmailInvitation',
    auth: 'member',
    body: sendEmailInvitationRequestSchema,
    answer: sendEmailInvitationAnswerSchema,
    codes: eventHiddenCodes,
    // Invitations send mail to addresses the caller types: kept low against spam, per sender.
    rateLimitPerMinute: InvitationRate.perSenderPerMinute,
    rateLimitBy: 'sender',
    summary: "Mails the event's address to each e-mail, as an invitation or a reminder.",
  }),
  transcode: transcodeCall,
} as const;
