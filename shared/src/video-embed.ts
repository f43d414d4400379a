import { VIDEO_HOST_NAMES, videoOf, watchUrlOf, type VideoLink } from './video-link';

// A YouTube or Vimeo video inside a post (or any text of the rich-text editor). The editor writes
// a marker, `<div class="video-embed" data-provider="youtube" data-id="…"></div>`, which the
// server's sanitiser keeps only for a valid host and id. A page shows it click-to-load, as a
// lesson's video (the same poster and notice): nothing loads from the host until the reader presses
// play, then the host's privacy-minded player is framed (embedUrlOf). A mail shows a link to it.
// The server's page rendering and the SPA's both write the poster from here, the same way.

export const VIDEO_EMBED_CLASS = 'video-embed';

export const videoMarkerHtml = ({ provider, id }: VideoLink) =>
  `<div class="${VIDEO_EMBED_CLASS}" data-provider="${provider}" data-id="${id}"></div>`;

// a sanitised marker (the attributes in this order, nothing inside); $1 the host, $2 the id
export const VIDEO_MARKER = /<div class="video-embed" data-provider="([a-z]+)" data-id="([A-Za-z0-9_-]+)"><\/div>/g;

const posterNotice = (host: string) => `Plays from ${host} — nothing loads from there until you press play.`;

// The poster inside the marker's element (its class then `videoPosterClass`): a play button and the
// line on privacy. The button's press (the site's entry script) puts the player in its place. The
// button is a link to the video's page on its host: pressed before the site's script has run (a
// slow line's first seconds; the CSP allows no inline script), it opens the video there, not nothing.
export const VIDEO_POSTER_CLASS = `${VIDEO_EMBED_CLASS} lesson-video lesson-video__poster`;
export function videoPosterInnerHtml(video: VideoLink): string {
  const host = VIDEO_HOST_NAMES[video.provider];
  return (
    `<a class="lesson-video__play video-embed__play" href="${watchUrlOf(video)}" role="button">` +
    `<span class="video-embed__icon" aria-hidden="true"></span>` +
    `<span class="sr-only">Play the video from ${host}</span></a>` +
    `<p class="lesson-video__notice">${posterNotice(host)}</p>`
  );
}

export const videoPosterHtml = (video: VideoLink) =>
  `<div class="${VIDEO_POSTER_CLASS}" data-provider="${video.provider}" data-id="${video.id}">${videoPosterInnerHtml(video)}</div>`;

// every sanitised marker of `html` as `render` writes it (a marker of an unknown host or id: nothing)
export function replaceVideoMarkers(html: string, render: (video: VideoLink) => string): string {
  return html.replace(VIDEO_MARKER, (_, provider: string, id: string) => {
    const video = videoOf(provider, id);
    return video ? render(video) : '';
  });
}

// In a mail: no player, a link to the video's page on its host.
export const videoMailLinkHtml = (video: VideoLink) =>
  `<p><a href="${watchUrlOf(video)}">▶ Watch the video on ${VIDEO_HOST_NAMES[video.provider]}</a></p>`;
