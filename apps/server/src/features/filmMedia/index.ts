export { createFilmMediaModule, type FilmMediaModule, type FilmMediaModuleDeps } from './filmMedia.module.ts';
export { createUploadLocker } from './filmUploadLocker.ts';
