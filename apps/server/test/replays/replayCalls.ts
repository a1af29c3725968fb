import type {
  Page,
  Replay,
  ReplayChatPage,
  ReplayCommands,
  ReplayDuration,
  ReplaySeekAnswer,
} from '@limelight/protocol';
import type { ApiHost } from '../factories.ts';

const asQuery = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );

/** The replay calls of a test server, as the web's replay pages make them (`token` absent: signed out). */
export function replayCalls(server: ApiHost) {
  const get = <T>(path: string, query: Record<string, string | number | undefined>, token?: string) =>
    server.api.get<T>(`/api/replay/v1/${path}`, { query: asQuery(query), ...(token ? { token } : {}) });
  type Ref = { eventId: string; replayId?: string };
  return {
    create: (body: object, token: string) =>
      server.api.post<Replay>('/api/replay/v1/create', body, { token }),
    get: (eventId: string, recordId: string, token?: string) =>
      get<Replay>('get', { eventId, recordId }, token),
    list: (query: Record<string, string | number>, token?: string) => get<Page<Replay>>('list', query, token),
    duration: (ref: Ref, token?: string) => get<ReplayDuration>('duration', ref, token),
    fetch: (ref: Ref & { from: number; to: number }, token?: string) =>
      get<ReplayCommands>('fetch', ref, token),
    seek: (ref: Ref & { to: number }, token?: string) => get<ReplaySeekAnswer>('seek', ref, token),
    chat: (ref: Ref & { to: number; before?: number }, token?: string) =>
      get<ReplayChatPage>('chat', ref, token),
  };
}
