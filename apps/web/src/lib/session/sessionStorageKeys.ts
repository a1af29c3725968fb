/** localStorage keys of the stored session (spec 000 §3 "Auth tokens"). */
export const SessionStorageKey = {
  AccessToken: 'access_token',
  RefreshToken: 'refresh_token',
  /** Epoch milliseconds at which the access token expires. */
  TokenExpiry: 'token_expiry',
  UserId: 'user_id',
  /** The guest's userId; kept across logouts, removed after a member login (spec 000 §4). */
  GuestId: 'guest_id',
  IsGuest: 'is_guest',
  /** The friend panel's hide flag and pop-up render flag (spec 000 §3). */
  FriendPanelHide: 'friend_panel_hide',
  FriendPanelPopup: 'friend_panel_popup',
} as const;

/** Prefixes of cached entries that a logout removes (spec 000 §4: create-event drafts, YouTube entries). */
export const LoggedOutCachePrefixes = ['draft:', 'youtube:'] as const;
