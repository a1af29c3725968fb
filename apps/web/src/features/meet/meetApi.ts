import type {
  Envelope,
  MeetFeedAnswer,
  MeetIceRequest,
  MeetLanguage,
  MeetQueueAnswer,
  MeetReportRequest,
  MeetSdpRequest,
  MeetShowAnswer,
} from '@limelight/protocol';
import { meetCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

/** The meet's calls, as the meet session uses them (a fake in unit tests). */
export interface MeetApi {
  joinQueue(language: MeetLanguage): Promise<MeetQueueAnswer>;
  leaveQueue(): Promise<void>;
  nextCall(strangerId: string): Promise<MeetQueueAnswer>;
  sendSdp(request: MeetSdpRequest): Promise<void>;
  sendIce(request: MeetIceRequest): Promise<void>;
  chatFeed(): Promise<Extract<MeetFeedAnswer, { type: 'chat' }>>;
  showVideo(strangerId: string): Promise<MeetShowAnswer>;
}

const done = (answer: Envelope<unknown>) => void dataOf(answer);

export const meetApi: MeetApi = {
  joinQueue: (language) => api.call(meetCalls.joinQueue, { body: { language } }).then(dataOf),
  leaveQueue: () => api.call(meetCalls.leaveQueue, {}).then(done),
  nextCall: (strangerId) => api.call(meetCalls.nextCall, { body: { strangerId } }).then(dataOf),
  sendSdp: (request) => api.call(meetCalls.sendSdp, { body: request }).then(done),
  sendIce: (request) => api.call(meetCalls.sendIce, { body: request }).then(done),
  chatFeed: async () => {
    const feed = dataOf(await api.call(meetCalls.getFeed, { body: { type: 'chat' } }));
    if (feed.type !== 'chat') throw new Error('getFeed answered another type');
    return feed;
  },
  showVideo: (strangerId) => api.call(meetCalls.showVideo, { body: { strangerId } }).then(dataOf),
};

/** A chat message to the stranger: the whole answer, so the page can show a refusal's message. */
export const sendMeetChat = (strangerId: string, content: string) =>
  api.call(meetCalls.chat, { body: { strangerId, content } });

/** Reports and blocks the stranger: the whole answer. */
export const reportStranger = (request: MeetReportRequest) => api.call(meetCalls.report, { body: request });
