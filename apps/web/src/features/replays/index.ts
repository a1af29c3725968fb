// Replays (issue 23, docs/decisions/replays-web.md): the player pages are routed directly (lazy); the
// channel's REPLAYS tab and the event page's Replay button come from here.
export { ChannelReplays } from './ChannelReplays.tsx';
export { EventReplayButton } from './EventReplayButton.tsx';
