// Adaptive streams in a <video> (films, event contents): hls.js and Shaka Player are imported by these
// functions when a stream is attached, never by a first-load module (bench/bundle, 150 KB).
export { attachDash, type DashPlayback } from './dashPlayback.ts';
export { attachHls, type HlsPlayback, type QualityLevel } from './hlsPlayback.ts';
