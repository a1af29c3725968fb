export { createFilmMediaModule, type FilmMediaModule, type FilmMediaModuleDeps } from './filmMedia.module.ts';
export type { FilmMediaView, PlaybackGrant } from './filmMedia.service.ts';
export type { PlaybackCookie } from './filmPlaybackCookie.ts';
export { createUploadLocker } from './filmUploadLocker.ts';
