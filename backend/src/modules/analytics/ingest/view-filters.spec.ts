import { countable, deviceOf, pathOf, referrerHostOf, viewSourceOf } from './view-filters';
import { VIEWS_PER_MINUTE, VisitorBudget } from './visitor-budget';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('what a page view keeps and whether it counts', () => {
  it('tells the device by the user agent', () => {
    expect(deviceOf(CHROME)).toBe('desktop');
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) Mobile/15E148')).toBe('tablet');
  });

  it("keeps a referrer's host only, and not the site's own", () => {
    expect(referrerHostOf('https://WWW.Example.org:8443/a?b#c', ['localhost'])).toBe('www.example.org');
    expect(referrerHostOf('http://localhost:3000/blog', ['localhost'])).toBeNull();
    expect(referrerHostOf('http://shop.test/x', ['localhost', 'shop.test'])).toBeNull();
    expect(referrerHostOf('nonsense', [])).toBeNull();
    expect(referrerHostOf(undefined, [])).toBeNull();
  });

  it("drops a page address's query and fragment", () => {
    expect(pathOf('/reset-password?token=abc#x')).toBe('/reset-password');
    expect(pathOf('/blog/a#comments')).toBe('/blog/a');
  });

  it('counts neither bots nor those who ask not to be, nor private pages', () => {
    const source = (headers: Record<string, string>, admin = false) =>
      viewSourceOf({ 'user-agent': CHROME, host: 'site.test:3000', ...headers }, '203.0.113.1', admin);
    expect(source({}).host).toBe('site.test');
    expect(countable(source({}), '/blog')).toBe(true);
    expect(countable(source({ 'user-agent': 'Googlebot/2.1' }), '/blog')).toBe(false);
    expect(countable(source({ 'user-agent': ' ' }), '/blog')).toBe(false);
    expect(countable(source({ dnt: '1' }), '/blog')).toBe(false);
    expect(countable(source({ 'sec-gpc': '1' }), '/blog')).toBe(false);
    expect(countable(source({}, true), '/blog')).toBe(false);
    expect(countable(source({}), '/Admin/orders')).toBe(false);
    expect(countable(source({}), '/account')).toBe(false);
    expect(countable(source({}), '/accounting-tips')).toBe(true);
    expect(countable(source({}), '/admin-setup')).toBe(false);
    expect(countable(source({}), '/product-manager')).toBe(false);
    expect(countable(source({}), '/admin/courses/7')).toBe(false);
    expect(countable(source({}), '/administration-tips')).toBe(true);
    expect(countable(source({}), '/checkout')).toBe(true);
  });

  it("counts a visitor's first 60 views of each minute", () => {
    const budget = new VisitorBudget();
    const at = new Date('2026-03-14T10:00:00Z');
    const taken = Array.from({ length: VIEWS_PER_MINUTE + 1 }, () => budget.take('a', at));
    expect(taken.filter(Boolean)).toHaveLength(VIEWS_PER_MINUTE);
    expect(budget.take('b', at)).toBe(true);
    expect(budget.take('a', new Date('2026-03-14T10:01:00Z'))).toBe(true);
  });
});
