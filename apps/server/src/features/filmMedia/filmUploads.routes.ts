import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Locker, type ServerOptions, type Upload } from '@tus/server';
import { filmIdSchema, FilmLimit, httpStatusOf } from '@limelight/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { CallerResolver } from '../../platform/auth/callerResolver.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { HttpApp } from '../../platform/http/httpApp.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FilmMediaService } from './filmMedia.service.ts';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** An unfinished upload is kept this long after its creation, then collected. */
export const unfinishedUploadTtlMs = 24 * 60 * 60_000;

/** A refusal in tus's terms (status and body), the body being our envelope. */
function tusRefusal(error: ApiError, status?: number) {
  return {
    status_code: status ?? httpStatusOf(error.code),
    body: JSON.stringify({ code: error.code, message: error.message, data: error.data }),
  };
}

/** Runs a hook, turning an ApiError into tus's refusal (other errors stay tus's 500). */
async function refusingWith<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw tusRefusal(error);
    throw error;
  }
}

/**
 * The resumable upload of a film's source (tus 1.0, docs/decisions/films-media.md "Upload") at
 * FilmLimit.uploadPath: a member's bearer token on every request; Upload-Metadata names `filmId`,
 * `filename`, `filetype`. The tus server reads the raw request, so its body is left unparsed here.
 */
export function createFilmUploads(deps: {
  service: FilmMediaService;
  resolveCaller: CallerResolver;
  locker: Locker;
  uploadDir: string;
  log: Logger;
}) {
  const { service } = deps;
  const callers = new WeakMap<object, Caller>();
  const callerOf = (req: TusRequest): Caller => {
    const raw = req.runtime?.node?.req;
    const caller = raw && callers.get(raw);
    if (!caller) throw tusRefusal(new ApiError('LoginRequired'));
    return caller;
  };
  const datastore = new FileStore({
    directory: deps.uploadDir,
    expirationPeriodInMilliseconds: unfinishedUploadTtlMs,
  });
  const fileOf = (upload: Upload) => path.join(deps.uploadDir, upload.id);

  const tus = new Server({
    path: FilmLimit.uploadPath,
    datastore,
    locker: deps.locker,
    relativeLocation: true,
    // Same origin only, like the rest of the API: no CORS headers for other sites' pages.
    allowedOrigins: () => false,
    maxSize: FilmLimit.maxSourceBytes,
    postReceiveInterval: 1000,
    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (req.method === 'POST') return;
      // Only its uploader may resume, read or end an upload; anyone else finds none.
      const upload = await datastore.getUpload(uploadId);
      if (upload.metadata?.uploaderId !== caller.userId) throw tusRefusal(new ApiError('NotFound'));
    },
    onUploadCreate: (req, upload) =>
      refusingWith(async () => {
        const caller = callerOf(req);
        const filmId = filmIdSchema.safeParse(upload.metadata?.filmId);
        if (!filmId.success) throw new ApiError('InvalidRequest', 'Upload-Metadata must name the filmId.');
        const extension = upload.metadata?.filename?.split('.').pop()?.toLowerCase();
        const extensions: readonly string[] = FilmLimit.sourceExtensions;
        if (extension !== undefined && !extensions.includes(extension))
          throw new ApiError('FilmSourceUnsupported');
        await service.beginUpload(caller.userId, filmId.data);
        return { metadata: { ...upload.metadata, filmId: filmId.data, uploaderId: caller.userId } };
      }),
    onUploadFinish: (_req, upload) =>
      refusingWith(async () => {
        const filmId = upload.metadata?.filmId ?? '';
        try {
          await service.finishUpload(filmId, fileOf(upload));
        } catch (error) {
          await datastore.remove(upload.id).catch(() => undefined);
          throw error;
        }
        return {};
      }),
    onResponseError(_req, error) {
      if (!('status_code' in error)) deps.log.warn({ err: error }, 'film upload failed');
      // Past FilmLimit.maxSourceBytes: 413, with the message of an unsupported source.
      else if (error.status_code === 413) return tusRefusal(new ApiError('FilmSourceUnsupported'), 413);
      return undefined;
    },
  });
  const progressed = (upload: Upload) => {
    const filmId = upload.metadata?.filmId;
    if (!filmId || upload.size === undefined || upload.offset >= upload.size) return;
    service
      .uploadProgressed(filmId, upload.offset, upload.size)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'film upload progress not stored'));
  };
  // During a PATCH at most once a second (postReceiveInterval), and where a PATCH stopped.
  tus.on(EVENTS.POST_RECEIVE, (_req, upload) => progressed(upload));
  const patchEnded = async (uploadId: string | undefined) => {
    const upload = uploadId ? await datastore.getUpload(uploadId).catch(() => undefined) : undefined;
    if (upload) progressed(upload);
  };
  // The source was copied into file storage: tus's own copy goes once the answer is sent.
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    datastore.remove(upload.id).catch(() => undefined);
  });

  return {
    /** Mounts the tus server at FilmLimit.uploadPath, with the bearer token checked first. */
    register(app: HttpApp): void {
      void app.register(async (scope) => {
        // tus reads the body itself, from the raw request.
        scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
          done(null),
        );
        const handle = async (request: FastifyRequest, reply: FastifyReply) => {
          // Preflight carries no token; tus answers it with its CORS headers.
          if (request.method !== 'OPTIONS') {
            const caller = await deps.resolveCaller(request.headers.authorization);
            if (caller.kind !== 'member') throw new ApiError('LoginRequired');
            callers.set(request.raw, caller);
          }
          reply.hijack();
          await tus.handle(request.raw, reply.raw);
          if (request.method === 'PATCH')
            await patchEnded((request.params as { uploadId?: string }).uploadId);
        };
        scope.all(FilmLimit.uploadPath, handle);
        scope.all(`${FilmLimit.uploadPath}/:uploadId`, handle);
      });
    },

    /** Removes unfinished uploads past their time. */
    collectExpired: () => tus.cleanUpExpiredUploads(),
  };
}

export type FilmUploads = ReturnType<typeof createFilmUploads>;
