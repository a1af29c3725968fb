import { FeedSection } from '../events/index.ts';
import { LiveRoomsSection } from '../rooms/index.ts';

/**
 * What the home shows a visitor first (issue 11): the rooms live now and the upcoming events, as Luma,
 * Eventbrite and Discord lead with what is on. Loaded after the landing's first paint.
 */
export function HomeFeed() {
  return (
    <div className="flex flex-col gap-8">
      <LiveRoomsSection />
      <FeedSection period="upcoming" isExpanded={false} />
    </div>
  );
}
