import { describe, expect, it } from 'vitest';
import { displayOf, isAppAddress, linkApps, youtubeIdOf } from './contentApps.ts';

const app = (id: string) => {
  const found = linkApps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no app ${id}`);
  return found;
};

describe('the apps of the apps bar', () => {
  it('lists the spec apps that share an address', () => {
    expect(linkApps.map((candidate) => candidate.id)).toEqual(
      expect.arrayContaining([
        'mp4',
        'image',
        'pdf',
        'youtube',
        'twitch',
        'gdocs',
        'gslides',
        'gsheets',
        'gdrive',
        'netflix',
        'crunchyroll',
      ]),
    );
  });

  it('accepts only web addresses on the app hosts', () => {
    expect(isAppAddress(app('youtube'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isAppAddress(app('youtube'), 'https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isAppAddress(app('youtube'), 'https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isAppAddress(app('mp4'), 'https://cdn.example.com/film.mp4')).toBe(true);
    expect(isAppAddress(app('mp4'), 'javascript:alert(1)')).toBe(false);
    expect(isAppAddress(app('mp4'), 'film.mp4')).toBe(false);
  });

  it('reads YouTube ids from watch, short, shorts and live addresses', () => {
    expect(youtubeIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube.com/live/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube.com/channel/x')).toBeNull();
  });
});

describe('how the stage shows a content', () => {
  it('shows files in the page and YouTube in its player', () => {
    expect(displayOf('video', '/files/a/f.mp4', 'limelight.test')).toEqual({
      kind: 'video',
      src: '/files/a/f.mp4',
    });
    expect(displayOf('pdf', '/files/a/d.pdf', 'limelight.test')).toEqual({
      kind: 'pdf',
      src: '/files/a/d.pdf',
    });
    expect(displayOf('youtube', 'https://youtu.be/dQw4w9WgXcQ', 'limelight.test')).toEqual({
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
  });

  it('embeds the services that allow it at their embed addresses', () => {
    expect(displayOf('twitch', 'https://www.twitch.tv/somechannel', 'limelight.test')).toEqual({
      kind: 'embed',
      src: 'https://player.twitch.tv/?channel=somechannel&parent=limelight.test',
    });
    expect(displayOf('gslides', 'https://docs.google.com/presentation/d/abc_123/edit#slide=1', 'h')).toEqual({
      kind: 'embed',
      src: 'https://docs.google.com/presentation/d/abc_123/embed',
    });
    expect(displayOf('gdrive', 'https://drive.google.com/file/d/XYZ/view', 'h')).toEqual({
      kind: 'embed',
      src: 'https://drive.google.com/file/d/XYZ/preview',
    });
    expect(displayOf('spotify', 'https://open.spotify.com/playlist/37i9dQ', 'h')).toEqual({
      kind: 'embed',
      src: 'https://open.spotify.com/embed/playlist/37i9dQ',
    });
  });

  it('shows a link card for services that forbid embedding, and addresses that cannot be embedded', () => {
    expect(displayOf('netflix', 'https://www.netflix.com/watch/81', 'h')).toEqual({
      kind: 'link',
      href: 'https://www.netflix.com/watch/81',
    });
    expect(displayOf('gdocs', 'https://docs.google.com/forms/x', 'h')).toEqual({
      kind: 'link',
      href: 'https://docs.google.com/forms/x',
    });
    expect(displayOf('netflix', undefined, 'h')).toBeNull();
  });

  it('shows an uploaded 3D model in the model viewer', () => {
    expect(displayOf('model', '/files/events/contents/a.glb', 'h')).toEqual({
      kind: 'model',
      src: '/files/events/contents/a.glb',
    });
  });
});
