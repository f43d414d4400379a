import { COURSE_MEDIA_LINK_TTL_SECONDS, CourseMediaLinks } from './course-media-links';

describe('CourseMediaLinks', () => {
  const links = new CourseMediaLinks({ sessionSecret: 'a session secret' });
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);

  function parts(url: string): { path: string; expires: number; signature: string } {
    const parsed = new URL(url, 'http://site.test');
    return {
      path: parsed.pathname,
      expires: Number(parsed.searchParams.get('expires')),
      signature: parsed.searchParams.get('signature')!,
    };
  }

  it('signs a link to the media route that works for its reader until it expires', () => {
    const { url, expiresAt } = links.sign('video', 12, 7, now);
    const { path, expires, signature } = parts(url);
    expect(path).toBe('/api/courses/media/video/12');
    expect(expiresAt.getTime()).toBe(now + COURSE_MEDIA_LINK_TTL_SECONDS * 1000);
    expect(expires * 1000).toBe(expiresAt.getTime());
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(links.verify('video', 12, 7, expires, signature, now)).toBe('ok');
    expect(links.verify('video', 12, 7, expires, signature, expiresAt.getTime())).toBe('ok');
    expect(links.verify('video', 12, 7, expires, signature, expiresAt.getTime() + 1000)).toBe('expired');
  });

  it('refuses the link for another reader, another file, another kind or an altered expiry', () => {
    const { expires, signature } = parts(links.sign('attachment', 3, 0, now).url);
    expect(links.verify('attachment', 3, 0, expires, signature, now)).toBe('ok');
    expect(links.verify('attachment', 3, 9, expires, signature, now)).toBe('invalid');
    expect(links.verify('attachment', 4, 0, expires, signature, now)).toBe('invalid');
    expect(links.verify('video', 3, 0, expires, signature, now)).toBe('invalid');
    expect(links.verify('attachment', 3, 0, expires + 3600, signature, now)).toBe('invalid');
    expect(links.verify('attachment', 3, 0, Number.NaN, signature, now)).toBe('invalid');
    expect(links.verify('attachment', 3, 0, expires, 'short', now)).toBe('invalid');
  });

  it('depends on the session secret', () => {
    const { expires, signature } = parts(links.sign('video', 1, 1, now).url);
    expect(
      new CourseMediaLinks({ sessionSecret: 'another secret' }).verify('video', 1, 1, expires, signature, now),
    ).toBe('invalid');
  });
});
