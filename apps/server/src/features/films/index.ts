export { createFilmsModule } from './films.module.ts';
export { createFilmCreators, type FilmCreators } from './filmCreators.ts';
export type { FilmMediaPort, FilmMediaView, PlaybackGrant } from './films.ports.ts';
export { awaitingUploadMedia, awaitingUploadOf } from './films.ports.ts';
