import type {
  CastTokenAnswer,
  CastTokenV3Answer,
  ModMuteRequest,
  PubRegisterAnswer,
  StreamStatusAnswer,
  SubRegisterAnswer,
} from '@limelight/protocol';
import {
  buildMember,
  createEventThroughApi,
  rsvpToEvent,
  type ApiHost,
  type TestMember,
} from '../factories.ts';

/** The stage media calls of a server (a test server or a server process), as the web client makes them. */
export function mediaCalls(server: ApiHost) {
  const post = <T>(path: string, body: object, token: string) => server.api.post<T>(path, body, { token });
  const get = <T>(path: string, query: Record<string, string>, token: string) =>
    server.api.get<T>(path, { token, query });

  return {
    post,
    get,
    token: (eventId: string, tokenType: 'pub' | 'sub', token: string) =>
      get<CastTokenAnswer>('/api/cast/v1/subToken', { eventId, tokenType }, token),
    tokenV3: (eventId: string, token: string) =>
      get<CastTokenV3Answer>('/api/casta/v3/subToken', { eventId }, token),
    /** POST /cast/v1/pub/register with a fresh pub token unless one is given. */
    async publish(
      eventId: string,
      person: TestMember,
      offer: { type: 'offer'; sdp: string },
      options: { kind?: 'camera' | 'screen'; lToken?: string } = {},
    ) {
      const lToken = options.lToken ?? (await this.token(eventId, 'pub', person.userToken)).body.data.lToken;
      return post<PubRegisterAnswer>(
        '/api/cast/v1/pub/register',
        {
          eventId,
          token: lToken,
          tracks: { video: 'camera-video' },
          sdp: offer,
          kind: options.kind ?? 'camera',
        },
        person.userToken,
      );
    },
    async subscribe(eventId: string, person: TestMember, pubId: string, lToken?: string) {
      const token = lToken ?? (await this.token(eventId, 'sub', person.userToken)).body.data.lToken;
      return post<SubRegisterAnswer>(
        '/api/cast/v1/sub/register',
        { eventId, token, pubId },
        person.userToken,
      );
    },
    answer: (eventId: string, person: TestMember, subId: string, sdp: { type: 'answer'; sdp: string }) =>
      post<{ subId: string }>('/api/cast/v1/addSubSDP', { eventId, subId, sdp }, person.userToken),
    /** GET /casta/v1/streamStatus: a person's streams as the SFU holding them sees them. */
    streamStatus: (eventId: string, userId: string, token: string) =>
      get<StreamStatusAnswer>('/api/casta/v1/streamStatus', { eventId, userId }, token),
    /** POST /casta/v1/modmute as `token`'s holder. */
    modMute: (eventId: string, castUserId: string, modMuteAudio: boolean, token: string) =>
      post<ModMuteRequest>('/api/casta/v1/modmute', { eventId, castUserId, modMuteAudio }, token),

    /** A published free event with its owner (on its stage) and a member holding a ticket. */
    async stage() {
      const owner = await buildMember(server);
      const event = await createEventThroughApi(server, owner, { title: 'Stage night' });
      const viewer = await buildMember(server);
      await rsvpToEvent(server, viewer.userToken, event.id);
      return { owner, viewer, eventId: event.id };
    },
  };
}
