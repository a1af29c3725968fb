export { createFilmsModule, type FilmsFeature } from './films.module.ts';
export type { FilmMediaPort, FilmMediaView, PlaybackGrant } from './films.ports.ts';
export { awaitingUploadOf } from './films.ports.ts';
