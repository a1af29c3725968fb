import type { TFunction } from 'i18next';

// The apps of the apps bar (spec 000 §1: my assets, screen share, movies, mp4, image, tiktok, twitch,
// youtube, google docs, slides, sheets, drive, spotify, sketcharoo, mofia, netflix, primevideo,
// disneyplus, pdf, tsn, espn, tubi, hbo, crunchyroll) and how a shared address is shown on the stage.

/** How the stage shows a content of a mode. */
type Presentation = 'video' | 'image' | 'pdf' | 'model' | 'youtube' | 'embed' | 'link';

/** An app that shares a web address, and the content mode it adds. */
export interface LinkApp {
  id: string;
  mode: string;
  /** The hosts its addresses may be on (subdomains too); null: any web address. */
  hosts: readonly string[] | null;
  /** Its name: a service's brand, the same in every language, or the key of a generic one. */
  label: { brand: string } | { key: 'mp4' | 'image' | 'pdf' };
}

/** The apps that share an address, in the bar's order. Streaming services forbid embedding: link cards. */
export const linkApps: readonly LinkApp[] = [
  { id: 'mp4', mode: 'video', hosts: null, label: { key: 'mp4' } },
  { id: 'image', mode: 'image', hosts: null, label: { key: 'image' } },
  { id: 'pdf', mode: 'pdf', hosts: null, label: { key: 'pdf' } },
  { id: 'youtube', mode: 'youtube', hosts: ['youtube.com', 'youtu.be'], label: { brand: 'YouTube' } },
  { id: 'twitch', mode: 'twitch', hosts: ['twitch.tv'], label: { brand: 'Twitch' } },
  { id: 'tiktok', mode: 'tiktok', hosts: ['tiktok.com'], label: { brand: 'TikTok' } },
  { id: 'gdocs', mode: 'gdocs', hosts: ['docs.google.com'], label: { brand: 'Google Docs' } },
  { id: 'gslides', mode: 'gslides', hosts: ['docs.google.com'], label: { brand: 'Google Slides' } },
  { id: 'gsheets', mode: 'gsheets', hosts: ['docs.google.com'], label: { brand: 'Google Sheets' } },
  { id: 'gdrive', mode: 'gdrive', hosts: ['drive.google.com'], label: { brand: 'Google Drive' } },
  { id: 'spotify', mode: 'spotify', hosts: ['open.spotify.com'], label: { brand: 'Spotify' } },
  { id: 'sketcharoo', mode: 'game', hosts: null, label: { brand: 'Sketcharoo' } },
  { id: 'mofia', mode: 'game', hosts: null, label: { brand: 'Mofia' } },
  { id: 'netflix', mode: 'netflix', hosts: ['netflix.com'], label: { brand: 'Netflix' } },
  {
    id: 'primevideo',
    mode: 'primevideo',
    hosts: ['primevideo.com', 'amazon.com'],
    label: { brand: 'Prime Video' },
  },
  { id: 'disneyplus', mode: 'disneyplus', hosts: ['disneyplus.com'], label: { brand: 'Disney+' } },
  { id: 'hbo', mode: 'hbo', hosts: ['max.com', 'hbomax.com', 'hbo.com'], label: { brand: 'HBO Max' } },
  { id: 'crunchyroll', mode: 'crunchyroll', hosts: ['crunchyroll.com'], label: { brand: 'Crunchyroll' } },
  { id: 'tsn', mode: 'tsn', hosts: ['tsn.ca'], label: { brand: 'TSN' } },
  { id: 'espn', mode: 'espn', hosts: ['espn.com'], label: { brand: 'ESPN' } },
  { id: 'tubi', mode: 'tubi', hosts: ['tubitv.com'], label: { brand: 'Tubi' } },
];

/** An app's name in the reader's language. */
export const appNameOf = (app: LinkApp, t: TFunction): string =>
  'brand' in app.label ? app.label.brand : t(`roomContent.app.${app.label.key}`);

/** What kind of content a mode is, for lists: its app's name (games are of two apps). */
export function modeNameOf(mode: string, t: TFunction): string {
  if (mode === 'game') return t('roomContent.game');
  if (mode === 'model') return t('roomContent.model');
  const app = linkApps.find((candidate) => candidate.mode === mode);
  return app ? appNameOf(app, t) : mode;
}

const presentationOfMode: Readonly<Record<string, Presentation>> = {
  video: 'video',
  image: 'image',
  pdf: 'pdf',
  // Uploaded 3D models (glTF), shown in <model-viewer> (docs/decisions/model-uploads.md).
  model: 'model',
  youtube: 'youtube',
  twitch: 'embed',
  tiktok: 'embed',
  gdocs: 'embed',
  gslides: 'embed',
  gsheets: 'embed',
  gdrive: 'embed',
  spotify: 'embed',
  game: 'embed',
};

const parseWebUrl = (text: string): URL | null => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const isOnHost = (url: URL, host: string) => url.hostname === host || url.hostname.endsWith(`.${host}`);

/** Whether `text` is a web address the app shares (on one of its hosts). */
export function isAppAddress(app: LinkApp, text: string): boolean {
  const url = parseWebUrl(text);
  return url !== null && (app.hosts === null || app.hosts.some((host) => isOnHost(url, host)));
}

/** spec 001 §4: a YouTube video id from watch, youtu.be, shorts, live and embed addresses. */
export function youtubeIdOf(text: string): string | null {
  const url = parseWebUrl(text);
  if (url === null) return null;
  const id = isOnHost(url, 'youtu.be')
    ? url.pathname.slice(1)
    : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:shorts|live|embed)\/([^/]+)/)?.[1]);
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** The embeddable address of a web content of an embedding mode, or null when it cannot be embedded. */
function embedSrcOf(mode: string, url: URL, pageHost: string): string | null {
  const path = url.pathname;
  const googleId = path.match(/\/d\/([\w-]+)/)?.[1];
  switch (mode) {
    case 'twitch': {
      const parent = `parent=${encodeURIComponent(pageHost)}`;
      if (isOnHost(url, 'clips.twitch.tv'))
        return `https://clips.twitch.tv/embed?clip=${path.slice(1)}&${parent}`;
      const video = path.match(/^\/videos\/(\d+)/)?.[1];
      if (video) return `https://player.twitch.tv/?video=${video}&${parent}`;
      const channel = path.match(/^\/(\w+)\/?$/)?.[1];
      return channel ? `https://player.twitch.tv/?channel=${channel}&${parent}` : null;
    }
    case 'tiktok': {
      const video = path.match(/\/video\/(\d+)/)?.[1];
      return video ? `https://www.tiktok.com/embed/v2/${video}` : null;
    }
    case 'gdocs':
      return googleId ? `https://docs.google.com/document/d/${googleId}/preview` : null;
    case 'gslides':
      return googleId ? `https://docs.google.com/presentation/d/${googleId}/embed` : null;
    case 'gsheets':
      return googleId ? `https://docs.google.com/spreadsheets/d/${googleId}/preview` : null;
    case 'gdrive': {
      if (googleId) return `https://drive.google.com/file/d/${googleId}/preview`;
      const folder = path.match(/\/folders\/([\w-]+)/)?.[1];
      return folder ? `https://drive.google.com/embeddedfolderview?id=${folder}` : null;
    }
    case 'spotify': {
      const item = path.match(/^\/(track|album|playlist|episode|show|artist)\/(\w+)/);
      return item ? `https://open.spotify.com/embed/${item[1]}/${item[2]}` : null;
    }
    default:
      // Games run at their own address.
      return url.protocol === 'https:' ? url.href : null;
  }
}

/** What the stage shows for a content's address. */
export type ContentDisplay =
  | { kind: 'video' | 'image' | 'pdf' | 'model'; src: string }
  | { kind: 'youtube'; videoId: string }
  | { kind: 'embed'; src: string }
  | { kind: 'link'; href: string };

/**
 * How the stage shows a content of `mode` at `web`: files in the page (video, image, pdf, 3D model), YouTube in its
 * player, embeddable services in a frame, and a link card for the services that forbid embedding or an
 * address that cannot be embedded. Null when there is nothing to show.
 */
export function displayOf(mode: string, web: string | undefined, pageHost: string): ContentDisplay | null {
  if (!web) return null;
  const presentation = presentationOfMode[mode] ?? 'link';
  if (
    presentation === 'video' ||
    presentation === 'image' ||
    presentation === 'pdf' ||
    presentation === 'model'
  )
    return { kind: presentation, src: web };
  const url = parseWebUrl(web);
  if (url === null) return null;
  if (presentation === 'youtube') {
    const videoId = youtubeIdOf(web);
    return videoId ? { kind: 'youtube', videoId } : { kind: 'link', href: url.href };
  }
  const src = presentation === 'embed' ? embedSrcOf(mode, url, pageHost) : null;
  return src ? { kind: 'embed', src } : { kind: 'link', href: url.href };
}
