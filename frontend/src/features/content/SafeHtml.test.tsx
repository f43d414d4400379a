import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { listenForVideoPlays } from './video-clicks';

// as the entry does before the page renders
beforeAll(listenForVideoPlays);

describe('SafeHtml with a video', () => {
  it('frames nothing until the reader presses play, then the host’s privacy-minded player', async () => {
    const { container } = render(
      <SafeHtml html='<p>Watch this.</p><div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>' />,
    );
    const play = await screen.findByRole('button', { name: 'Play the video from YouTube' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Plays from YouTube — nothing loads from there until you press play.')).toBeVisible();

    await userEvent.click(play);

    const player = await screen.findByTitle('Video from YouTube');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
  });

  it('plays a Vimeo video without tracking', async () => {
    render(<SafeHtml html='<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>' />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play the video from Vimeo' }));
    expect(await screen.findByTitle('Video from Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });
});
