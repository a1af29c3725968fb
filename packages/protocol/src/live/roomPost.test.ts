import { describe, expect, it } from 'vitest';
import { reduceRoom } from './roomEvolve.ts';
import { AppKey } from '../socket/frame.ts';
import { SyncCommand } from '../socket/sync.ts';
import { postOf, roomPostDecider, type RoomPostCommand } from './roomPost.ts';
import { initialRoomLiveState } from './roomState.ts';

const change = (post: RoomPostCommand['post']): RoomPostCommand => ({
  appKey: AppKey.Sync,
  command: SyncCommand.PostChanged,
  eventId: 'room-1',
  post,
});
const post = { text: 'Slides at the link', link: 'https://example.com/deck', authorId: 'u-1', updatedAt: 5 };

describe('the room post (cya_sync postChanged)', () => {
  it('pins a post, replaces it, and takes it down', () => {
    const pinned = reduceRoom(roomPostDecider, initialRoomLiveState, change(post));
    if ('refusal' in pinned) throw new Error('refused');
    expect(pinned.payload).toEqual({ eventId: 'room-1', post });
    expect(postOf(pinned.state)).toEqual(post);
    const replaced = reduceRoom(
      roomPostDecider,
      pinned.state,
      change({ ...post, text: 'New', updatedAt: 9 }),
    );
    if ('refusal' in replaced) throw new Error('refused');
    expect(postOf(replaced.state)?.text).toBe('New');
    const down = reduceRoom(roomPostDecider, replaced.state, change(null));
    if ('refusal' in down) throw new Error('refused');
    expect(postOf(down.state)).toBeNull();
    expect(down.state.settings).toBe(initialRoomLiveState.settings);
  });

  it('refuses to take down a post that is not there', () => {
    expect(reduceRoom(roomPostDecider, initialRoomLiveState, change(null))).toEqual({ refusal: 'NotFound' });
  });
});
