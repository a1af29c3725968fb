import type {
  CastTokenType,
  DeviceTestAnswer,
  PubRegisterAnswer,
  ScreenShareEntry,
  StageStreamEntry,
  StreamKind,
  SubRegisterAnswer,
} from '@limelight/protocol';
import { mediaCalls } from '@limelight/protocol/http';
import { api, dataOf, withRetry } from '../api/index.ts';
import { readCastToken } from './castToken.ts';

/** A session description as the browser made it and the server reads it. */
export interface Description<T extends RTCSdpType> {
  type: T;
  sdp: string;
}

/** GET /cast/v1/subToken {eventId, tokenType}: a pub or sub token, validated (CastTokenError). */
export async function fetchCastToken(eventId: string, tokenType: CastTokenType): Promise<string> {
  return readCastToken(await api.call(mediaCalls.subToken, { query: { eventId, tokenType } }));
}

/** GET /casta/v3/subToken (retried): a fresh sub token and the streams one may subscribe to now. */
export async function fetchSubTokensV3(
  eventId: string,
): Promise<{ token: string; streams: StageStreamEntry[] }> {
  const answer = await withRetry(() => api.call(mediaCalls.subTokenV3, { query: { eventId } }));
  return { token: readCastToken(answer), streams: dataOf(answer).streams };
}

/** POST /cast/v1/pub/register (retried): the offer with every candidate, answered by the SFU's answer. */
export async function registerPublisher(request: {
  eventId: string;
  token: string;
  tracks: { audio?: string; video?: string };
  sdp: Description<'offer'>;
  kind: StreamKind;
}): Promise<PubRegisterAnswer> {
  return withRetry(() => api.call(mediaCalls.pubRegister, { body: request })).then(dataOf);
}

/** POST /cast/v1/pub/close: the publisher ends the stream (everyone hears onStreamClosed). */
export async function closePublisher(eventId: string, pubId: string): Promise<void> {
  await api.call(mediaCalls.pubClose, { body: { eventId, pubId } }).then(dataOf);
}

/** POST /cast/v1/sub/register (retried): the SFU's offer for one stream. */
export async function registerSubscriber(
  eventId: string,
  token: string,
  pubId: string,
): Promise<SubRegisterAnswer> {
  return withRetry(() => api.call(mediaCalls.subRegister, { body: { eventId, token, pubId } })).then(dataOf);
}

/** POST /cast/v1/addSubSDP: the browser's answer to the SFU's offer. */
export async function answerSubscription(
  eventId: string,
  subId: string,
  sdp: Description<'answer'>,
): Promise<void> {
  await api.call(mediaCalls.addSubSdp, { body: { eventId, subId, sdp } }).then(dataOf);
}

/** POST /casta/v1/deviceTest (retried): an echo session through the SFU for the device test page. */
export async function startDeviceTest(sdp: Description<'offer'>): Promise<DeviceTestAnswer> {
  return withRetry(() => api.call(mediaCalls.deviceTest, { body: { sdp } })).then(dataOf);
}

/**
 * GET /sync/v2/screen/publishList (first page): the room's screen shares going out, and for moderators
 * those waiting for an answer.
 */
export async function fetchScreenShares(eventId: string): Promise<ScreenShareEntry[]> {
  return (await api.call(mediaCalls.screenPublishList, { query: { eventId } }).then(dataOf)).list;
}

/** POST /sync/v2/screen/accept {eventId, screenShareID}: a moderator lets a screen share go out. */
export async function acceptScreenShare(eventId: string, shareId: string): Promise<void> {
  await api.call(mediaCalls.screenAccept, { body: { eventId, screenShareID: shareId } }).then(dataOf);
}

/** POST /sync/v2/screen/reject {eventId, shareID}: a moderator refuses a screen share, or stops one. */
export async function rejectScreenShare(eventId: string, shareId: string): Promise<void> {
  await api.call(mediaCalls.screenReject, { body: { eventId, shareID: shareId } }).then(dataOf);
}
