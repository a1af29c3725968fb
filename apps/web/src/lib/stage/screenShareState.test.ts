import { describe, expect, it } from 'vitest';
import {
  emptyScreenShare,
  withoutShare,
  withRequest,
  withShare,
  withShareChange,
  type SharedScreen,
} from './screenShareState.ts';

const screen = (shareId: string, ownerId = 'ada'): SharedScreen => ({
  shareId,
  ownerId,
  stream: null,
  isLocal: false,
  isSignalOK: true,
});

describe('the room screen share the page shows (spec 001 §5: one share, moderators answer requests)', () => {
  it('lists each request once, in the order they came', () => {
    let state = withRequest(emptyScreenShare, { shareId: 's1', ownerId: 'ada' });
    state = withRequest(state, { shareId: 's2', ownerId: 'grace' });
    state = withRequest(state, { shareId: 's1', ownerId: 'ada' });
    expect(state.requests.map((request) => request.shareId)).toEqual(['s1', 's2']);
  });

  it('a share that goes out replaces the one before and is no longer a request', () => {
    let state = withRequest(emptyScreenShare, { shareId: 's2', ownerId: 'grace' });
    state = withShare(state, screen('s1'));
    state = withShare(state, screen('s2', 'grace'));
    expect(state.share?.shareId).toBe('s2');
    expect(state.requests).toEqual([]);
    expect(withRequest(state, { shareId: 's2', ownerId: 'grace' }).requests).toEqual([]);
  });

  it('a closed share or answered request goes; another share stays', () => {
    let state = withShare(emptyScreenShare, screen('s1'));
    state = withRequest(state, { shareId: 's2', ownerId: 'grace' });
    expect(withoutShare(state, 's2')).toMatchObject({ share: { shareId: 's1' }, requests: [] });
    expect(withoutShare(state, 's1')).toMatchObject({ share: null, requests: [{ shareId: 's2' }] });
  });

  it('changes only the share still shown', () => {
    const state = withShare(emptyScreenShare, screen('s1'));
    expect(withShareChange(state, 's1', { isSignalOK: false }).share?.isSignalOK).toBe(false);
    expect(withShareChange(state, 'gone', { isSignalOK: false })).toBe(state);
  });
});
