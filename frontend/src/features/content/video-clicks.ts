// A press on a video's play button in rendered rich text (SafeHtml) loads the player (its code only
// then: pages without a video, or not played, never fetch it). Listened for on the document by the
// entry, before React hydrates the server's page: a page's own code (its lazy chunk, SafeHtml with
// it) may still be on its way while the rest of the page is already hydrated, and a press on the
// server's poster then is not lost. In the capture phase: React stops a click on a part of the page
// it has not hydrated yet from going on (it replays it to its own handlers once hydrated).
export function listenForVideoPlays() {
  document.addEventListener(
    'click',
    ({ target }) => {
      if (target instanceof Element && target.closest('.video-embed__play'))
        void import('./video-player').then((player) => player.playVideoAt(target));
    },
    { capture: true },
  );
}
