// A press on a video's play button in rendered rich text (SafeHtml), by a click, Enter or Space,
// loads the player (its code only then: pages without a video, or not played, never fetch it).
// Listened for on the document by the entry, before React hydrates the server's page: a page's own
// code (its lazy chunk, SafeHtml with it) may still be on its way while the rest of the page is
// already hydrated, and a press on the server's poster then is not lost. In the capture phase: React
// stops a click on a part of the page it has not hydrated yet from going on (it replays it to its own
// handlers once hydrated).
export function listenForVideoPlays() {
  document.addEventListener(
    'click',
    (event) => {
      // a click with a modifier, or not of the main button, opens the link to the host as a link does
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      playFrom(event);
    },
    { capture: true },
  );
  // the play button is a link made a button (role): Space presses it too
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === ' ') playFrom(event);
    },
    { capture: true },
  );
}

function playFrom(event: Event) {
  const { target } = event;
  if (!(target instanceof Element) || !target.closest('.video-embed__play')) return;
  // the player, not the host's page the link leads to
  event.preventDefault();
  void import('./video-player').then((player) => player.playVideoAt(target));
}
