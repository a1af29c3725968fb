export { createEventsModule, type EventsFeature } from './events.module.ts';
export { createEventsRepo, type EventsRepo, type EventRecord } from './events.repo.ts';
export type { TierRecord } from './eventParts.repo.ts';
export type { LiveEntry, Viewer, VisibleEvent } from './eventAccess.ts';
export { channelOf } from './eventView.ts';
export type { EventsService } from './events.service.ts';
export { viewerOf, type EventsRoutesOptions } from './events.routes.ts';
