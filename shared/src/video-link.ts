import { parseUrl } from './web-url';

// A video on YouTube or Vimeo (a lesson's video, a video inside a post): the link the owner pastes,
// read into the host and the video's id (what is kept), and the addresses made back from them. Only
// these two hosts, so the site's Content-Security-Policy frames nothing else (the backend's
// core/http/security-headers.ts).

export type VideoHost = 'youtube' | 'vimeo';
export interface VideoLink {
  provider: VideoHost;
  id: string;
}

// the hosts' names as readers know them
export const VIDEO_HOST_NAMES: Record<VideoHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,20}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
const YOUTUBE_NOCOOKIE_HOSTS = ['youtube-nocookie.com', 'www.youtube-nocookie.com'];

// A kept host and id (a post's video marker, read back from its attributes), or null.
export function videoOf(provider: unknown, id: unknown): VideoLink | null {
  if (typeof id !== 'string') return null;
  if (provider === 'youtube') return YOUTUBE_ID.test(id) ? { provider, id } : null;
  if (provider === 'vimeo') return VIMEO_ID.test(id) ? { provider, id } : null;
  return null;
}

// null for anything else (another host, a channel or playlist page, a malformed id)
export function parseVideoLink(text: string): VideoLink | null {
  // a link pasted without its scheme ("youtu.be/…") is still a link
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text.trim()) ? text.trim() : `https://${text.trim()}`);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined): VideoLink | null =>
    id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  const vimeo = (id: string | undefined): VideoLink | null =>
    id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;

  if (host === 'youtu.be') return segments.length === 1 ? youtube(segments[0]) : null;
  if (YOUTUBE_HOSTS.includes(host)) {
    if (segments.length === 1 && segments[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) return youtube(segments[1]);
    return null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.includes(host))
    return segments.length === 2 && segments[0] === 'embed' ? youtube(segments[1]) : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return segments.length === 1 ? vimeo(segments[0]) : null;
  if (host === 'player.vimeo.com') return segments.length === 2 && segments[0] === 'video' ? vimeo(segments[1]) : null;
  return null;
}

// The player to frame once the reader presses play (YouTube's no-cookie host; Vimeo without
// tracking), and the host's own page of the video.
export function embedUrlOf({ provider, id }: VideoLink): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

export function watchUrlOf({ provider, id }: VideoLink): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}
