import type {
  Envelope,
  MeetChatMessage,
  MeetFeedAnswer,
  MeetIceRequest,
  MeetLanguage,
  MeetQueueAnswer,
  MeetReportRequest,
  MeetSdpRequest,
  MeetShowAnswer,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** spec 001 §7 "Meet", plus showVideo and report (docs/decisions/meet.md). */
export const MeetPath = {
  JoinQueue: '/api/meet/v1/joinQueue',
  LeaveQueue: '/api/meet/v1/leaveQueue',
  NextCall: '/api/meet/v1/nextCall',
  SendSdp: '/api/meet/v1/sendSdp',
  SendIce: '/api/meet/v1/sendIce',
  ChatSend: '/api/meet/v1/chat/send',
  GetFeed: '/api/meet/v1/getFeed',
  ShowVideo: '/api/meet/v1/showVideo',
  Report: '/api/meet/v1/report',
} as const;

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
  joinQueue: (language) => api.post<MeetQueueAnswer>(MeetPath.JoinQueue, { language }).then(dataOf),
  leaveQueue: () => api.get<null>(MeetPath.LeaveQueue).then(done),
  nextCall: (strangerId) => api.post<MeetQueueAnswer>(MeetPath.NextCall, { strangerId }).then(dataOf),
  sendSdp: (request) => api.post<null>(MeetPath.SendSdp, request).then(done),
  sendIce: (request) => api.post<null>(MeetPath.SendIce, request).then(done),
  chatFeed: async () => {
    const feed = dataOf(await api.post<MeetFeedAnswer>(MeetPath.GetFeed, { type: 'chat' }));
    if (feed.type !== 'chat') throw new Error('getFeed answered another type');
    return feed;
  },
  showVideo: (strangerId) => api.post<MeetShowAnswer>(MeetPath.ShowVideo, { strangerId }).then(dataOf),
};

/** A chat message to the stranger: the whole answer, so the page can show a refusal's message. */
export const sendMeetChat = (strangerId: string, content: string) =>
  api.post<MeetChatMessage>(MeetPath.ChatSend, { strangerId, content });

/** Reports and blocks the stranger: the whole answer. */
export const reportStranger = (request: MeetReportRequest) => api.post<null>(MeetPath.Report, request);
