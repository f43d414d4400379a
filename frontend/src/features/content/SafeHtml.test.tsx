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

  it('plays on Space, as a button does, and leaves a click with Ctrl to the link', async () => {
    render(<SafeHtml html='<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>' />);
    const play = await screen.findByRole('button', { name: 'Play the video from YouTube' });
    // the host's page, for a new tab (and for a press before the site's script runs)
    expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    play.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);

    play.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByTitle('Video from YouTube')).toBeInTheDocument();
  });

  it('plays on Enter', async () => {
    render(<SafeHtml html='<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>' />);
    (await screen.findByRole('button', { name: 'Play the video from Vimeo' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTitle('Video from Vimeo')).toBeInTheDocument();
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
