import { AppKey, CastCommand, CastMediaCommand, frameOf, ok, toPage } from '@limelight/protocol';
import { mediaCalls } from '@limelight/protocol/http';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
// The live room's test kit: a room page's session on a fake socket, a stubbed API.
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  sampleRoom,
  serveApi,
  signInMember,
} from '../../test/roomsTestKit.tsx';
import { roomStatePath } from '../../lib/live/index.ts';
import { CastProvider } from './CastProvider.tsx';
import { castRoomId, castServer, stageProfile } from './castTestKit.ts';
import { ScreenShareArea } from './ScreenShareArea.tsx';
import { ScreenShareProvider } from './ScreenShareProvider.tsx';

const ScreenPath = {
  PublishList: mediaCalls.screenPublishList.path,
  Accept: mediaCalls.screenAccept.path,
  Reject: mediaCalls.screenReject.path,
};
const bob = stageProfile('u-bob', 'Bob');

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(resetRoomTest);

/** Ada (a moderator) on the room page; Bob's share waits for an answer when the page opens. */
async function renderModerator() {
  const requests = serveApi({
    [roomStatePath]: () => ok({ seq: 0, state: { settings: {} } }),
    [ScreenPath.PublishList]: () =>
      ok(
        toPage(
          [{ shareId: 'share-1', ownerId: 'u-bob', status: 'pending', createdAt: '2030-01-01T10:00:00Z' }],
          1,
          20,
          1,
        ),
      ),
  });
  const { serverSends } = await renderInLiveRoom(
    <CastProvider roomId={castRoomId} isModerator>
      <ScreenShareProvider roomId={castRoomId} isModerator isPresenter>
        <ScreenShareArea />
      </ScreenShareProvider>
    </CastProvider>,
    { room: sampleRoom() },
  );
  return { requests, serverSends };
}

describe('screen share requests (spec 001 §5: moderators accept or reject)', () => {
  it('lists the requests waiting at start and as they come, named from the stage; accepts and declines', async () => {
    const { requests, serverSends } = await renderModerator();
    const list = await screen.findByRole('region', { name: 'Screen share requests' });
    expect(within(list).getByText('Someone asks to share their screen')).toBeTruthy();

    // Bob goes on stage: the request names him.
    const server = castServer();
    await serverSends(
      server.frame({ command: CastCommand.Apply, userId: 'u-bob', byUserId: 'u-bob', profile: bob }),
      server.frame({ command: CastCommand.Approve, userId: 'u-bob', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineInvite, userId: 'u-bob', byUserId: 'u-ada' }),
      server.frame({ command: CastCommand.OnlineAccept, userId: 'u-bob', byUserId: 'u-bob' }),
    );
    expect(within(list).getByText('Bob asks to share their screen')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the screen share of Bob' }));
    expect(postsTo(requests, ScreenPath.Accept)).toEqual([{ eventId: castRoomId, screenShareID: 'share-1' }]);
    expect(screen.queryByRole('region', { name: 'Screen share requests' })).toBeNull();

    const share = { shareId: 'share-2', ownerId: 'u-bob', publisherId: 'u-bob', trackIds: {}, peers: [] };
    await serverSends(
      frameOf(AppKey.Cast, CastMediaCommand.ScreenShareRequest, { eventId: castRoomId, share }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline the screen share of Bob' }));
    expect(postsTo(requests, ScreenPath.Reject)).toEqual([{ eventId: castRoomId, shareID: 'share-2' }]);
    expect(screen.queryByRole('region', { name: 'Screen share requests' })).toBeNull();
  });
});
