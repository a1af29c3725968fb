/**
 * Where a chat panel is (a room's live page, an event's): the room log's id (a room's or an event's),
 * whether the reader moderates it, whether its people may write, and whether it gathers questions.
 */
export interface ChatVenue {
  id: string;
  isModerator: boolean;
  sendChat: boolean;
  /** Whether moderators mark messages as questions, read under a Questions tab (an event's live page). */
  hasQuestions: boolean;
}
