import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  Messages,
  UploadLimit,
  type EventUploadType,
  type MessageKey,
  type SendEmailInvitationAnswer,
  type SendEmailInvitationRequest,
  type UploadAnswer,
  type UploadFields,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { formatMailTime } from '../../platform/mail/mailTime.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import { inMailLanguage, type Mailer } from '../../platform/mail/mailer.ts';
import { renderJpeg, type RenderBox } from '../../platform/images/jpegRenderer.ts';
import { checkModelFile, isGlbStart } from '../../platform/storage/modelFile.ts';
import {
  TooManyBytesError,
  limitBytes,
  peekHead,
  sniffUploadKind,
  uploadSniffBytes,
  type UploadContentKind,
} from '../../platform/storage/uploadContent.ts';
import type { EventsRepo } from './events.repo.ts';
import type { EventAccess } from './eventAccess.ts';

export interface EventMediaServiceDeps {
  repo: EventsRepo;
  access: EventAccess;
  storage: FileStorage;
  uploads: Pick<UploadRegistry, 'reserveUnattached' | 'recordAttached' | 'discard'>;
  mailer: Mailer;
  publicUrl: string;
  /** The display name mail shows as the inviter. */
  displayNameOf: (userId: string) => Promise<string>;
}

type EventMediaField = 'cover' | 'thumbnail' | 'poster' | 'trailer';

/** How each upload type is kept: the content kind it takes, where, and the event field it sets. */
type UploadRule = { folder: string; eventField?: EventMediaField } & (
  { kind: 'image'; box: RenderBox } | { kind: 'video' | 'pdf' | 'model' }
);

const uploadRules: Record<EventUploadType, UploadRule> = {
  cover: {
    kind: 'image',
    folder: 'events/covers',
    box: { width: 1920, height: 1080, fit: 'inside' },
    eventField: 'cover',
  },
  thumbnail: {
    kind: 'image',
    folder: 'events/thumbnails',
    box: { width: 640, height: 360, fit: 'cover' },
    eventField: 'thumbnail',
  },
  poster: {
    kind: 'image',
    folder: 'events/posters',
    box: { width: 1200, height: 1800, fit: 'inside' },
    eventField: 'poster',
  },
  trailer: { kind: 'video', folder: 'events/trailers', eventField: 'trailer' },
  contentImage: {
    kind: 'image',
    folder: 'events/contents',
    box: { width: 2560, height: 1440, fit: 'inside' },
  },
  contentVideo: { kind: 'video', folder: 'events/contents' },
  contentPdf: { kind: 'pdf', folder: 'events/contents' },
  contentModel: { kind: 'model', folder: 'events/contents' },
};

// spec 000 §5, §9: images 20,000,000 bytes, video 300 MB (MiB, docs/decisions/protocol.md), PDF 24,000,000.
const limitsByKind: Record<UploadContentKind, { maxBytes: number; tooLarge: MessageKey }> = {
  image: { maxBytes: UploadLimit.imageMaxBytes, tooLarge: 'imageTooLarge' },
  video: { maxBytes: UploadLimit.videoMaxBytes, tooLarge: 'videoTooLarge' },
  pdf: { maxBytes: UploadLimit.pdfMaxBytes, tooLarge: 'pdfTooLarge' },
  model: { maxBytes: UploadLimit.modelMaxBytes, tooLarge: 'modelTooLarge' },
};

/** The largest file any upload type takes: the parser's own limit. */
export const maxEventUploadBytes = Math.max(...Object.values(limitsByKind).map((limit) => limit.maxBytes));

const tooLarge = (kind: UploadContentKind) =>
  new ApiError('InvalidRequest', Messages[limitsByKind[kind].tooLarge]);

/** Reads a stream into memory, refusing it past the limit of its kind. */
async function readWithin(stream: Readable, kind: UploadContentKind): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of limitBytes(stream, limitsByKind[kind].maxBytes)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof TooManyBytesError) throw tooLarge(kind);
    throw error;
  }
  return Buffer.concat(chunks);
}

const contentTypes: Record<'video' | 'pdf', { extension: string; type: string }> = {
  video: { extension: 'mp4', type: 'video/mp4' },
  pdf: { extension: 'pdf', type: 'application/pdf' },
};

const modelTypes = {
  glb: { extension: 'glb', type: 'model/gltf-binary' },
  gltf: { extension: 'gltf', type: 'model/gltf+json' },
} as const;

/** The message of an upload whose content is not of its type's kind. */
function kindRefusal(expected: UploadContentKind, found: UploadContentKind | undefined): ApiError {
  if (expected === 'model') return new ApiError('InvalidRequest', Messages.uploadModelFile);
  if (found === undefined) return new ApiError('InvalidRequest', Messages.uploadKindNotAccepted);
  return new ApiError(
    'InvalidRequest',
    expected === 'image' ? Messages.uploadImageFile : Messages.uploadTypeMismatch,
  );
}

/**
 * Event uploads (spec 000 §7 upload: cover, thumbnail, poster, trailer and content files) and e-mail
 * invitations (sendEmailInvitation).
 */
export function createEventMediaService(deps: EventMediaServiceDeps) {
  const { repo, access, storage } = deps;

  /** A new file's key; a model's extension follows its first bytes (a GLB's magic, or a .gltf's JSON). */
  const keyFor = (rule: UploadRule, head: Uint8Array) => {
    const extension =
      rule.kind === 'image'
        ? 'jpg'
        : rule.kind === 'model'
          ? modelTypes[isGlbStart(head) ? 'glb' : 'gltf'].extension
          : contentTypes[rule.kind].extension;
    return `${rule.folder}/${randomUUID()}.${extension}`;
  };

  /**
   * A 3D model is read whole (within its limit) and checked: a GLB 2 whose header tells its length, or a
   * glTF 2 JSON holding its buffers and textures; stored under its own extension and type.
   */
  async function storeModel(key: string, stream: Readable): Promise<string> {
    const file = await readWithin(stream, 'model');
    const check = checkModelFile(file);
    if (!check.ok)
      throw new ApiError(
        'InvalidRequest',
        check.reason === 'notSelfContained' ? Messages.modelNotSelfContained : Messages.uploadModelFile,
      );
    return storage.put(key, file, modelTypes[check.format].type);
  }

  async function store(rule: UploadRule, key: string, stream: Readable): Promise<string> {
    if (rule.kind === 'model') return storeModel(key, stream);
    if (rule.kind === 'image') {
      // Images are re-rendered as JPEG: no scripts of an SVG, no metadata, a bounded size.
      const jpeg = await renderJpeg(await readWithin(stream, rule.kind), rule.box);
      if (!jpeg) throw new ApiError('InvalidRequest', Messages.uploadImageFile);
      return storage.put(key, jpeg, 'image/jpeg');
    }
    // Videos are streamed to storage, never held in memory; too large a file leaves nothing stored.
    try {
      const limited = limitBytes(stream, limitsByKind[rule.kind].maxBytes);
      return await storage.putStream(key, limited, contentTypes[rule.kind].type);
    } catch (error) {
      if (error instanceof TooManyBytesError) throw tooLarge(rule.kind);
      throw error;
    }
  }

  /** Stores an upload nothing references yet, within its owner's cap (171115); collected unless attached. */
  async function storeUnattached(
    rule: UploadRule,
    key: string,
    ownerId: string,
    stream: Readable,
  ): Promise<string> {
    await deps.uploads.reserveUnattached(key, ownerId);
    try {
      return await store(rule, key, stream);
    } catch (error) {
      await deps.uploads.discard(key);
      throw error;
    }
  }

  return {
    /**
     * spec 000 §5, §7 upload (eventId, type): the file's kind is judged by its content (magic bytes), the
     * size by its kind. With an event (editors only) a cover, thumbnail, poster or trailer replaces the
     * event's, and the replaced stored file is removed; without one, the file waits to be named in a create
     * (or a content, a profile, a product): unattached, it counts against the caller's cap and is
     * collected after a day (docs/decisions/security.md).
     */
    async upload(caller: Caller, fields: UploadFields, file: Readable): Promise<UploadAnswer> {
      const rule = uploadRules[fields.type];
      const eventId =
        fields.eventId === undefined
          ? undefined
          : (await access.requireEditable(fields.eventId, caller)).event.id;
      const { head, stream } = await peekHead(file, uploadSniffBytes);
      const kind = sniffUploadKind(head);
      if (kind !== rule.kind) throw kindRefusal(rule.kind, kind);
      const key = keyFor(rule, head);
      if (eventId === undefined || rule.eventField === undefined)
        return { url: await storeUnattached(rule, key, caller.userId, stream), type: fields.type };
      const url = await store(rule, key, stream);
      await deps.uploads.recordAttached(key, caller.userId);
      const replaced = await repo.replaceMedia(eventId, rule.eventField, url);
      const replacedKey = replaced === null ? undefined : storage.keyOfUrl(replaced);
      if (replacedKey !== undefined) await deps.uploads.discard(replacedKey);
      return { url, type: fields.type };
    },

    /**
     * spec 000 §7 sendEmailInvitation {eventId, emails, model, type}: mails the event's address to each
     * e-mail, as an invitation or a reminder. Whoever may see the event may invite to it.
     */
    async sendEmailInvitation(
      caller: Caller,
      request: SendEmailInvitationRequest,
    ): Promise<SendEmailInvitationAnswer> {
      const { event } = await access.requireVisible(request.eventId, { caller, country: undefined });
      const inviter = await deps.displayNameOf(caller.userId);
      const url = inMailLanguage(new URL(`/event/${encodeURIComponent(event.slug)}`, deps.publicUrl));
      // The start in the event's own time zone, named (the readers' zones are not known).
      const when = event.startAt ? formatMailTime(event.startAt, event.timezone) : 'Date to be announced';
      const subject =
        request.model === 'reminder'
          ? `Reminder: ${event.title}`
          : `${inviter} invited you to ${event.title}`;
      const text = [
        request.model === 'reminder'
          ? `${event.title} is coming up.`
          : `${inviter} invited you to ${event.title}.`,
        `When: ${when}`,
        `Join here: ${url}`,
      ].join('\n\n');
      const recipients = [...new Set(request.emails)];
      await Promise.all(recipients.map((to) => deps.mailer.send({ to, subject, text })));
      return { sent: recipients.length };
    },
  };
}

export type EventMediaService = ReturnType<typeof createEventMediaService>;
