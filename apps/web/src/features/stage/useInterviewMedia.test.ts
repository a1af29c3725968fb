// @vitest-environment jsdom
import { CastCommand } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { castServer, stageProfile } from './castTestKit.ts';
import { interviewPeersOf } from './useInterviewMedia.ts';

function castWithApplicants(...userIds: string[]) {
  const server = castServer();
  for (const userId of userIds)
    server.frame({
      command: CastCommand.Apply,
      userId,
      byUserId: userId,
      profile: stageProfile(userId, userId),
    });
  return server;
}

describe('who an interview links (spec 001 §4 "Interview flow": an accepted interview, for both parties)', () => {
  it('links nobody while the invitation waits for an answer', () => {
    const server = castWithApplicants('u-bob');
    server.frame({ command: CastCommand.InterviewInvite, userId: 'u-bob', byUserId: 'u-ada' });
    expect(interviewPeersOf(server.cast, 'u-ada')).toEqual({ peerIds: [], intervieweeIds: [] });
    expect(interviewPeersOf(server.cast, 'u-bob')).toEqual({ peerIds: [], intervieweeIds: [] });
  });

  it('links the interviewer to each accepted interviewee (they offer), the interviewee to the interviewer', () => {
    const server = castWithApplicants('u-bob', 'u-cleo', 'u-dan');
    server.frame({ command: CastCommand.InterviewInvite, userId: 'u-bob', byUserId: 'u-ada' });
    server.frame({ command: CastCommand.InterviewAccept, userId: 'u-bob', byUserId: 'u-bob' });
    server.frame({ command: CastCommand.InterviewInvite, userId: 'u-cleo', byUserId: 'u-ada' });
    server.frame({ command: CastCommand.InterviewAcceptGt, userId: 'u-cleo', byUserId: 'u-cleo' });
    server.frame({ command: CastCommand.InterviewInvite, userId: 'u-dan', byUserId: 'u-eve' });
    server.frame({ command: CastCommand.InterviewAccept, userId: 'u-dan', byUserId: 'u-dan' });

    expect(interviewPeersOf(server.cast, 'u-ada')).toEqual({
      peerIds: ['u-bob', 'u-cleo'],
      intervieweeIds: ['u-bob', 'u-cleo'],
    });
    // Interviewees of one group interview are not linked to each other: only to their interviewer.
    expect(interviewPeersOf(server.cast, 'u-bob')).toEqual({ peerIds: ['u-ada'], intervieweeIds: [] });
    expect(interviewPeersOf(server.cast, 'u-dan')).toEqual({ peerIds: ['u-eve'], intervieweeIds: [] });
    expect(interviewPeersOf(server.cast, null)).toEqual({ peerIds: [], intervieweeIds: [] });
  });

  it('unlinks someone whose interview is closed', () => {
    const server = castWithApplicants('u-bob');
    server.frame({ command: CastCommand.InterviewInvite, userId: 'u-bob', byUserId: 'u-ada' });
    server.frame({ command: CastCommand.InterviewAccept, userId: 'u-bob', byUserId: 'u-bob' });
    server.frame({ command: CastCommand.InterviewClose, userId: 'u-bob', byUserId: 'u-ada' });
    expect(interviewPeersOf(server.cast, 'u-ada').peerIds).toEqual([]);
    expect(interviewPeersOf(server.cast, 'u-bob').peerIds).toEqual([]);
  });
});
