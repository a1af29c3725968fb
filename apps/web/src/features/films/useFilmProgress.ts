import { useEffect, type RefObject } from 'react';
import { saveProgress } from './filmsApi.ts';

/** How often a playing film's position is kept (docs/decisions/films-web.md "Resume"). */
export const progressSaveIntervalMs = 10_000;
/** Near the end, the film starts over next time rather than resuming in its credits. */
const resumeTailS = 5;

/**
 * Resumes the film at `resumeAtS` once its length is known, and keeps where the viewer is: every 10 s while it
 * plays, when it pauses, and when the page is left (unmounted or hidden). A position already kept is not sent
 * again.
 */
export function useFilmProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  filmId: string,
  resumeAtS: number,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastSavedS = Math.floor(resumeAtS);
    const save = () => {
      const positionS = Math.floor(video.currentTime);
      if (positionS === lastSavedS) return;
      lastSavedS = positionS;
      void saveProgress(filmId, positionS).catch(() => {
        // The next save sends it again.
        lastSavedS = -1;
      });
    };
    const resume = () => {
      if (resumeAtS > 0 && (!Number.isFinite(video.duration) || resumeAtS < video.duration - resumeTailS))
        video.currentTime = resumeAtS;
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    const timer = setInterval(() => {
      if (!video.paused) save();
    }, progressSaveIntervalMs);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });
    video.addEventListener('pause', save);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      clearInterval(timer);
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('pause', save);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      save();
    };
  }, [videoRef, filmId, resumeAtS]);
}
