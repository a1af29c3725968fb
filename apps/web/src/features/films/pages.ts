// The film pages, one chunk for the four routes (app/router.tsx loads it once); hls.js and tus-js-client load
// later still, with the player and the first upload.
export { FilmPlayPage } from './FilmPlayPage.tsx';
export { MovieListPage } from './MovieListPage.tsx';
export { MoviesPage } from './MoviesPage.tsx';
export { MyMoviesPage } from './MyMoviesPage.tsx';
