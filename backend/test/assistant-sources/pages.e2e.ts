import { siteForm } from '../site/site-helpers';
import { emptyPageContent, restoreLegalPages, restoreSiteDefaults } from '../support/factories';
import type { TestApp } from '../support/test-app';
import { passage, passagesOf, sourcesBed } from './source-helpers';

const restore = async (t: TestApp) => {
  await restoreLegalPages(t);
  await restoreSiteDefaults(t);
  await emptyPageContent(t);
};

// The legal pages, About and Contact, as visitors read them now.
describe('the legal, about and contact sources', () => {
  const bed = sourcesBed({ arrange: restore, restore });
  const savePage = (page: string, section: string, content: string) =>
    bed.admin.send('put', '/api/admin/page-content', { page, section, content }).expect(200);

  it('cuts each legal page at its headings, with its site settings filled in', async () => {
    await bed.admin.send('put', '/api/admin/site', siteForm({ siteName: 'Jane Doe Coaching' })).expect(200);
    const legal = await passagesOf(bed.t, 'legal');
    const refunds = legal.filter((p) => p.url === '/refund-policy');
    expect(refunds[0]).toMatchObject({ key: 'refund-policy#1', title: 'Refund Policy' });
    expect(refunds[0].text).toContain('We want you to be glad you bought from Jane Doe Coaching.');
    expect(refunds[0].text).toContain('jane@janedoe.example');
    const courses = refunds.find((p) => p.title === 'Refund Policy: Courses')!;
    expect(courses.text).toBe('You can ask for a full refund within 14 days of your order.');
    expect(courses.keywords).toContain('money back');
    expect(new Set(legal.map((p) => p.url))).toEqual(
      new Set(['/privacy-policy', '/terms-of-service', '/refund-policy']),
    );
    expect(legal.map((p) => p.text).join(' ')).not.toMatch(/\{\{|<[a-z]/);
  });

  it("follows the owner's edit of a page and the mail tracking switch", async () => {
    await bed.admin
      .send('put', '/api/admin/legal-pages/refund-policy', {
        title: 'Refunds',
        content: '<p>Ask us.</p><h2>Books</h2><p>Thirty days for a book.</p>',
      })
      .expect(200);
    expect(
      (await passagesOf(bed.t, 'legal')).filter((p) => p.url === '/refund-policy').map((p) => [p.title, p.text]),
    ).toEqual([
      ['Refunds', 'Ask us.'],
      ['Refunds: Books', 'Thirty days for a book.'],
    ]);
    await bed.admin
      .send('put', '/api/admin/legal-pages/privacy-policy', {
        title: 'Privacy Policy',
        content: '<h2>Marketing e-mails</h2><p>{{emailTracking}}</p>',
      })
      .expect(200);
    const said = async () => (await passage(bed.t, 'legal', 'privacy-policy#1')).text;
    // (the switch as this test needs it, whatever an earlier suite left)
    await bed.admin.send('put', '/api/admin/automations/settings', { tracking: false }).expect(200);
    expect(await said()).toContain('These e-mails do not count whether you open them');
    await bed.admin.send('put', '/api/admin/automations/settings', { tracking: true }).expect(200);
    expect(await said()).toContain('Opens and clicks of these e-mails are counted');
    await bed.admin.send('put', '/api/admin/automations/settings', { tracking: false }).expect(200);
  });

  it("says who runs the site and the owner's saved About sections, never the page's sample", async () => {
    await bed.admin
      .send('put', '/api/admin/site', siteForm({ ownerName: 'Jane Doe', tagline: 'Clear thinking for busy founders.' }))
      .expect(200);
    expect((await passagesOf(bed.t, 'about')).map((p) => p.text)).toEqual([
      'Jane Doe runs Jane Doe Coaching: Clear thinking for busy founders.',
    ]);
    await savePage('about', 'bio', '<p>I ran a bakery for ten years.</p>');
    expect(await passage(bed.t, 'about', 'about:bio')).toMatchObject({
      title: 'About: My Story',
      url: '/about',
      text: 'I ran a bakery for ten years.',
    });
  });

  it("says the site settings' contact details, or the owner's saved contact information in their place", async () => {
    await bed.admin.send('put', '/api/admin/site', siteForm()).expect(200);
    expect(await passage(bed.t, 'contact', 'contact:details')).toMatchObject({
      url: '/contact',
      text: 'The e-mail address of Jane Doe is jane@janedoe.example. The phone number is +44 20 7946 0958. Jane Doe is based in London, UK.',
    });
    expect((await passage(bed.t, 'contact', 'contact:form')).text).toContain('within 24 hours');
    await savePage('contact', 'info', '<p>Call me on Mondays.</p>');
    expect((await passage(bed.t, 'contact', 'contact:details')).text).toBe('Call me on Mondays.');
  });
});
