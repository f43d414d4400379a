import { embedUrlOf, VIDEO_EMBED_CLASS, VIDEO_HOST_NAMES, videoOf } from '@coach/shared';
import './video-embed.css';

// A click in rendered rich text (SafeHtml): on a video's play button, the host's player takes the
// poster's place (the first request to the host), as a lesson's video does (LessonVideo).
export function playVideoAt(target: EventTarget) {
  if (!(target instanceof Element) || !target.closest('.video-embed__play')) return;
  const poster = target.closest<HTMLElement>(`.${VIDEO_EMBED_CLASS}`);
  const video = poster && videoOf(poster.dataset.provider, poster.dataset.id);
  if (!video) return;
  const player = document.createElement('iframe');
  player.className = 'lesson-video__player';
  player.src = embedUrlOf(video);
  player.title = `Video from ${VIDEO_HOST_NAMES[video.provider]}`;
  player.allow = 'autoplay; fullscreen';
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  poster.classList.remove('lesson-video__poster');
  poster.replaceChildren(player);
  player.focus();
}
