import { fillPlaceholders, hasVisibleContent } from './legal-pages';

describe('the legal pages’ texts', () => {
  const site = { siteName: 'Jane Doe Coaching', ownerName: 'Jane Doe', contactEmail: 'jane@janedoe.example' };

  it('fill in the site name, owner and contact address, as often as they are written', () => {
    expect(fillPlaceholders('<p>{{siteName}} is run by {{ ownerName }}; write to {{contactEmail}}.</p>', site)).toBe(
      '<p>Jane Doe Coaching is run by Jane Doe; write to jane@janedoe.example.</p>',
    );
    expect(fillPlaceholders('{{siteName}} {{siteName}}', site)).toBe('Jane Doe Coaching Jane Doe Coaching');
  });

  it('leave other braces alone and escape what they fill in', () => {
    expect(fillPlaceholders('{{password}} {siteName}', site)).toBe('{{password}} {siteName}');
    expect(fillPlaceholders('{{siteName}}', { ...site, siteName: 'A & B <Coaching>' })).toBe(
      'A &amp; B &lt;Coaching&gt;',
    );
  });

  it('name the site when no owner is set, and say "us" without a contact address', () => {
    expect(
      fillPlaceholders('Run by {{ownerName}}. Write to {{contactEmail}} or use the contact form.', {
        siteName: 'Coach',
        ownerName: null,
        contactEmail: null,
      }),
    ).toBe('Run by Coach. Write to us or use the contact form.');
  });

  it('count text and images as content, empty paragraphs not', () => {
    expect(hasVisibleContent('<p>Hello</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="https://x.example/a.png" /></p>')).toBe(true);
    expect(hasVisibleContent('<p><br /></p><p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('')).toBe(false);
  });
});
