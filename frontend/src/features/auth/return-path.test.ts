import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, RETURN_PARAM, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/checkout?amount=24.5&products=7',
    '/checkout?amount=49.99&products=3,12',
    '/account?tab=orders',
    '/blog/first-post#comments',
    '/products',
  ])('follows a path of this site: %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/checkout'],
    ['a backslash after the slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a backslash later on', '/\\/evil.com'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a newline that browsers drop', '/\n/evil.com'],
    ['a space before the address', ' //evil.com'],
    ['an absolute address', 'https://evil.com/checkout'],
    ['an address of this site written absolute', 'http://127.0.0.1/checkout'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in upper case', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'checkout?amount=1'],
    ['the login page itself', '/login?next=/checkout'],
    ['the login page with a trailing slash', '/Login/'],
  ])('falls back to the home page for %s', (_case, value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('loginPathReturningTo', () => {
  it('carries the whole path and query, which /login reads back unchanged', () => {
    const checkout = '/checkout?amount=24.5&products=7,9';
    const login = loginPathReturningTo(checkout);
    const url = new URL(login, 'https://site.invalid');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get(RETURN_PARAM)).toBe(checkout);
    expect(safeReturnPath(url.searchParams.get(RETURN_PARAM))).toBe(checkout);
  });
});
