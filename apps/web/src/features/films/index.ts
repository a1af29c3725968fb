// Films on demand (issue 24, docs/decisions/films-web.md): the pages are routed directly (lazy, pages.ts); the
// channel's FILMS ON-DEMAND tab comes from here.
export { ChannelFilms } from './ChannelFilms.tsx';
