import { AppKey, SyncCommand, ok } from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/index.ts';
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  roomFrame,
  serveApi,
  signInMember,
  testRoomId,
} from '../../../test/roomsTestKit.tsx';
import { RoomPostPanel } from './RoomPostPanel.tsx';

const post = {
  text: 'Agenda: intro, Q&A',
  link: 'https://example.com/slides',
  authorId: 'u-ada',
  updatedAt: 0,
};

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-grace'));
afterEach(resetRoomTest);

describe('the room post (spec 001 §2 right panel, cya_sync postChanged)', () => {
  it('shows a member what a host pins, live, and nothing to edit', async () => {
    const { serverSends } = await renderInLiveRoom(<RoomPostPanel roomId={testRoomId} isModerator={false} />);
    expect(screen.getByRole('heading', { name: 'Nothing pinned yet' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Pin a post' })).toBeNull();

    await serverSends(roomFrame(1, AppKey.Sync, SyncCommand.PostChanged, { eventId: testRoomId, post }));
    expect(screen.getByText('Agenda: intro, Q&A')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com/slides' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    await serverSends(
      roomFrame(2, AppKey.Sync, SyncCommand.PostChanged, { eventId: testRoomId, post: null }),
    );
    expect(screen.getByRole('heading', { name: 'Nothing pinned yet' })).toBeTruthy();
  });

  it('lets a moderator pin, then replace or take down the post', async () => {
    const requests = serveApi({
      [roomSyncCalls.post.path]: () => ok({ eventId: testRoomId, post }),
      [roomSyncCalls.postDel.path]: () => ok({ eventId: testRoomId, post: null }),
    });
    await renderInLiveRoom(<RoomPostPanel roomId={testRoomId} isModerator />, { post });
    expect(screen.getByRole('button', { name: 'Replace' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Break until 3pm');
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take down' }));
    expect(postsTo(requests, roomSyncCalls.post.path)).toEqual([
      { eventId: testRoomId, text: 'Break until 3pm' },
    ]);
    expect(postsTo(requests, roomSyncCalls.postDel.path)).toEqual([{ eventId: testRoomId }]);
    expect((screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('');
  });
});
