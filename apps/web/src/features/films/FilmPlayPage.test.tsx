import { ok, ResponseCode, type FilmPlayback } from '@limelight/protocol';
import { filmsCalls } from '@limelight/protocol/http';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { FilmPlayPage } from './FilmPlayPage.tsx';
import {
  renderAt,
  requestsTo,
  resetFilmsTest,
  sampleFilm,
  serveApi,
  signInMember,
  toastMessages,
} from './filmsTestKit.tsx';

/** hls.js as the player drives it: a ladder of 720p and 360p once the manifest is parsed. */
const fakeHls = vi.hoisted(() => {
  type Listener = (event: string, data: unknown) => void;
  class FakeHls {
    static instances: FakeHls[] = [];
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static isSupported = () => true;
    readonly listeners = new Map<string, Listener>();
    currentLevel = -1;
    source = '';
    destroyed = false;
    constructor() {
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia() {
      this.listeners.get('hlsManifestParsed')?.('hlsManifestParsed', {
        levels: [{ height: 360 }, { height: 720 }],
      });
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return FakeHls;
});
vi.mock('hls.js', () => ({ default: fakeHls }));

const playback: FilmPlayback = {
  filmId: 'film-1',
  playlistUrl: '/api/films/v1/media/film-1/master.m3u8?sig=abc',
  expiresAt: '2030-11-01T16:00:00.000Z',
  captions: [{ lang: 'fr', label: 'Français', url: '/files/films/film-1/fr.vtt' }],
  resumeAtS: 42,
  runtimeS: 95,
};

function renderFilm(film = sampleFilm(), play = ok(playback)) {
  const requests = serveApi({
    [filmsCalls.detail.path]: () => ok(film),
    [filmsCalls.play.path]: () => play,
    [filmsCalls.progress.path]: (request) => ok(request.body),
  });
  renderAt('/movie/:id/play', '/movie/film-1/play', <FilmPlayPage />);
  return requests;
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  signInMember();
  fakeHls.instances = [];
});
afterEach(resetFilmsTest);

describe('a film someone cannot watch', () => {
  it('shows its poster, facts, description, trailer and a Buy button with its price, and asks for no playback', async () => {
    const requests = renderFilm(sampleFilm({ trailerUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Lights' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Poster of Northern Lights' })).toBeTruthy();
    expect(screen.getByText('A night on the lake.')).toBeTruthy();
    expect(screen.getByText('Canadian · Short')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy · $4.99' })).toBeTruthy();
    expect(screen.getByTitle('Trailer of Northern Lights').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
    expect(requestsTo(requests, filmsCalls.play.path)).toEqual([]);
  });

  it('shows a trailer that is not on YouTube as a video', async () => {
    renderFilm(sampleFilm({ trailerUrl: 'https://cdn.example.com/trailer.mp4' }));
    const trailer = await screen.findByLabelText('Trailer of Northern Lights');
    expect(trailer.tagName).toBe('VIDEO');
  });

  it('says 4004 as "not available"', async () => {
    serveApi({});
    renderAt('/movie/:id/play', '/movie/gone/play', <FilmPlayPage />);
    expect(
      await screen.findByRole('heading', { name: 'This film does not exist or is not available' }),
    ).toBeTruthy();
  });
});

describe('a film someone may watch', () => {
  it.each([
    [ResponseCode.FilmNotPurchased, 'Buy this film to watch it.'],
    [ResponseCode.FilmNotReady, 'This film is not ready to play yet.'],
  ])('shows the play answer %i with its message', async (code, message) => {
    renderFilm(sampleFilm({ canWatch: true }), { code, message, data: null } as never);
    await waitFor(() => expect(toastMessages()).toEqual([message]));
    expect(screen.getByRole('status').textContent).toContain(message);
    expect(fakeHls.instances).toEqual([]);
  });

  it('plays the signed playlist through hls.js with the captions as subtitle tracks', async () => {
    renderFilm(sampleFilm({ canWatch: true }));
    const video = (await screen.findByTestId('film-video')) as HTMLVideoElement;
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    expect(fakeHls.instances[0]!.source).toBe(playback.playlistUrl);
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('subtitles');
    expect(track?.getAttribute('src')).toBe('/files/films/film-1/fr.vtt');
    expect(track?.getAttribute('srclang')).toBe('fr');
    expect(track?.getAttribute('label')).toBe('Français');
  });

  it('lists Auto and each height, highest first, and switches hls.currentLevel', async () => {
    renderFilm(sampleFilm({ canWatch: true }));
    const menu = await screen.findByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', '720p', '360p']);
    await userEvent.selectOptions(menu, '360p');
    expect(fakeHls.instances[0]!.currentLevel).toBe(0);
    await userEvent.selectOptions(menu, 'Auto');
    expect(fakeHls.instances[0]!.currentLevel).toBe(-1);
  });

  it('resumes where the viewer stopped and keeps the position on pause', async () => {
    const requests = renderFilm(sampleFilm({ canWatch: true }));
    const video = (await screen.findByTestId('film-video')) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 95, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    video.currentTime = 61.7;
    fireEvent(video, new Event('pause'));
    await waitFor(() =>
      expect(requestsTo(requests, filmsCalls.progress.path).map((request) => request.body)).toEqual([
        { filmId: 'film-1', positionS: 61 },
      ]),
    );
  });

  it('answers the keyboard: m mutes, arrows move 5 s, space plays, c shows the captions', async () => {
    renderFilm(sampleFilm({ canWatch: true }));
    const player = await screen.findByRole('group', { name: 'Player: Northern Lights' });
    const video = within(player).getByTestId('film-video') as HTMLVideoElement;
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    Object.defineProperty(video, 'duration', { value: 95, configurable: true });
    act(() => player.focus());
    expect(document.activeElement).toBe(player);
    await userEvent.keyboard('m');
    expect(video.muted).toBe(true);
    video.currentTime = 20;
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(25);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(video.currentTime).toBe(15);
    await userEvent.keyboard(' ');
    expect(play).toHaveBeenCalledOnce();
    // jsdom keeps no text tracks: the track element's one stands in.
    const track = { mode: 'disabled' };
    Object.defineProperty(video, 'textTracks', { value: [track], configurable: true });
    await userEvent.keyboard('c');
    expect(track.mode).toBe('showing');
    expect(screen.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');
  });
});
