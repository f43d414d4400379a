import { postMailParts } from './post-mail';

describe('postMailParts (rich text in a mail)', () => {
  const content =
    '<p>See <a href="/blog/calm">the last post</a>.</p>' +
    '<p><img src="/api/uploads/images/0123456789abcdef01234567-1600x900-1200w.webp" alt="A calm desk" width="1200" height="675"></p>' +
    '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div><hr>' +
    '<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>';

  it('links each video to its page (no player, nothing framed) and makes the site’s addresses whole', () => {
    const { html } = postMailParts('https://coach.example', content);
    expect(html).toBe(
      '<p>See <a href="https://coach.example/blog/calm">the last post</a>.</p>' +
        '<p><img src="https://coach.example/api/uploads/images/0123456789abcdef01234567-1600x900-1200w.webp" alt="A calm desk" width="1200" height="675" /></p>' +
        '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">▶ Watch the video on YouTube</a></p><hr />' +
        '<p><a href="https://vimeo.com/76979871">▶ Watch the video on Vimeo</a></p>',
    );
  });

  it('names each video’s address in the text part', () => {
    expect(postMailParts('https://coach.example', content).text).toBe(
      'See the last post .\nWatch the video: https://www.youtube.com/watch?v=dQw4w9WgXcQ\nWatch the video: https://vimeo.com/76979871',
    );
  });

  it('links a free guide’s form to the guide’s page, whole, in both parts', () => {
    const { html, text } = postMailParts(
      'https://coach.example',
      '<p>Take it:</p><div class="lead-magnet-embed" data-slug="calm-guide"></div>',
    );
    expect(html).toBe('<p>Take it:</p><p><a href="https://coach.example/free/calm-guide">Get the free guide</a></p>');
    expect(text).toBe('Take it:\nGet the free guide: https://coach.example/free/calm-guide');
  });
});
