import { CastCommand, ok, type StagePeerInfo } from '@limelight/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { roomStatePath } from '../../lib/live/index.ts';
import type { StageStream } from '../../lib/stage/index.ts';
import {
  renderInLiveRoom,
  resetRoomTest,
  sampleRoom,
  serveApi,
  signInMember,
} from '../../test/roomsTestKit.tsx';
import { CastProvider } from './CastProvider.tsx';
import { CastStageArea } from './CastStageArea.tsx';
import { castRoomId, castServer, stageProfile } from './castTestKit.ts';
import { StageStreamsContext } from './stageStreamsContext.ts';

// Issue 21: the stage shows what the media shows, one tile per person; nobody is offered to apply to a
// stage they are on.

const peer = (userId: string, username: string): StagePeerInfo => ({
  userId,
  username,
  avatar: null,
  microphoneMuted: false,
  microphoneMutedMobile: false,
  muted: false,
  order: 0,
  prefix: '',
  timestamp: 0,
});
const streamOf = (userId: string, username: string, fields: Partial<StageStream> = {}): StageStream => ({
  pubId: `pub-${userId}`,
  peer: peer(userId, username),
  stream: null,
  isAudioMuted: false,
  isVideoMuted: false,
  isSignalOK: true,
  isLocal: false,
  ...fields,
});

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-bob'));
afterEach(resetRoomTest);

async function renderStage(streams: readonly StageStream[], emptyState?: string) {
  serveApi({ [roomStatePath]: () => ok({ seq: 0, state: { settings: {} } }) });
  const media = { onGoLive: vi.fn(async () => undefined), onLeaveStage: vi.fn() };
  const room = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });
  return renderInLiveRoom(
    <CastProvider roomId={castRoomId} isModerator={false} media={media}>
      <StageStreamsContext value={streams}>
        <CastStageArea canApply emptyState={emptyState && <p>{emptyState}</p>} />
      </StageStreamsContext>
    </CastProvider>,
    { room },
  );
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'On stage' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the stage, one tile per person', () => {
  it('shows a presenter who publishes without the cast (an event host), with the video', async () => {
    await renderStage([streamOf('u-ada', 'Ada')]);
    expect(tiles()).toEqual(['Ada']);
    expect(screen.getByLabelText('Video of Ada')).toBeTruthy();
    expect(screen.queryByText('Nobody is on stage yet.')).toBeNull();
  });

  it('gives a person of the cast who publishes one tile with their video, not an avatar beside it', async () => {
    const { serverSends } = await renderStage([streamOf('u-grace', 'Grace')]);
    const server = castServer();
    const grace = stageProfile('u-grace', 'Grace');
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-grace', byUserId: 'u-grace', profile: grace }),
      server.frame({ command: CastCommand.Approve, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-grace', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineAccept, userId: 'u-grace', byUserId: 'u-grace' }),
    );
    expect(tiles()).toEqual(['Grace']);
    expect(screen.getAllByLabelText('Video of Grace')).toHaveLength(1);
  });

  it("shows a camera that went off as the person's avatar", async () => {
    await renderStage([streamOf('u-ada', 'Ada', { isVideoMuted: true })]);
    const tile = within(screen.getByRole('listitem', { name: 'Ada' }));
    expect(tile.getByText('Camera off')).toBeTruthy();
    expect(tile.getByText('A')).toBeTruthy();
  });

  it('offers no "apply" to someone already publishing', async () => {
    await renderStage([streamOf('u-bob', 'Bob', { isLocal: true })]);
    expect(tiles()).toEqual(['Bob']);
    // The viewer's place shows once the cast loaded: without the button.
    await screen.findByRole('group', { name: 'My place on stage' });
    expect(screen.queryByRole('button', { name: 'Apply to join stage' })).toBeNull();
  });

  it('shows the waiting state while nobody is on stage, and offers to apply', async () => {
    await renderStage([], 'The event starts soon');
    expect(screen.getByText('The event starts soon')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Apply to join stage' })).toBeTruthy();
  });
});
