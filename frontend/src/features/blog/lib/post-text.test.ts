import { describe, expect, it } from 'vitest';
import { isBlankHtml } from './post-text';

describe('isBlankHtml', () => {
  it('treats an emptied editor as no content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>\n<p> </p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/api/uploads/images/a.png"></p>')).toBe(false);
  });
});
