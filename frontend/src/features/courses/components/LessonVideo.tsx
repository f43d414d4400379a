import { useState } from 'react';
import { Icon } from '../../../components/icon/Icon';
import { PlayCircleFilled } from '../../../components/icon/icons';
import type { LessonVideoDto as Video } from '../learning-api';

const HOSTS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

// A lesson's video. An uploaded one plays from its signed link. A YouTube or Vimeo one loads nothing
// from its host until the student presses play (no cookies, no requests, no picture from there
// before): a neutral poster with a play button, replaced on click by the host's player.
export function LessonVideo({ video, title }: { video: Video; title: string }) {
  if (video.provider === 'file') {
    return (
      <div className="lesson-video">
        <video className="lesson-video__player" controls preload="metadata" src={video.url} aria-label={title} />
      </div>
    );
  }
  return <EmbeddedVideo host={HOSTS[video.provider]} embedUrl={video.embedUrl ?? ''} title={title} />;
}

function EmbeddedVideo({ host, embedUrl, title }: { host: string; embedUrl: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="lesson-video">
        <iframe
          className="lesson-video__player"
          src={embedUrl}
          title={title}
          allow="autoplay; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="lesson-video lesson-video__poster">
      <button type="button" className="lesson-video__play" onClick={() => setPlaying(true)}>
        <Icon icon={PlayCircleFilled} />
        <span className="sr-only">Play the video: {title}</span>
      </button>
      <p className="lesson-video__notice">Plays from {host} — nothing loads from there until you press play.</p>
    </div>
  );
}
