import type { MigrationInterface, QueryRunner } from 'typeorm';

// The privacy policy says what marketing mail keeps and whether it counts opens and clicks
// ({{emailTracking}}, filled in from the owner's setting on every read). Added before the cookies'
// section of the starting text; a policy the owner rewrote without that heading is left as written.
export const MARKETING_SECTION = `<h2>Marketing e-mails</h2>
<p>Once you confirm a subscription or a free guide, or buy something, {{siteName}} may send you e-mails about its programs and products, and notes what they are about for you (tags, such as a course you bought, and the e-mail series you are in) to send what fits. {{emailTracking}} Every such e-mail has a link to stop them; account and order e-mails still come. An address that bounces or reports an e-mail as spam gets no more of them. All of this is in your account data export and is deleted with your account.</p>
`;
export const MARKETING_ANCHOR = '<h2>Cookies and your browser</h2>';

export class PrivacyPolicyMarketing1764760000000 implements MigrationInterface {
  name = 'PrivacyPolicyMarketing1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE legal_pages SET content = replace(content, $1, $2 || $1)
        WHERE slug = 'privacy-policy' AND position('{{emailTracking}}' IN content) = 0`,
      [MARKETING_ANCHOR, MARKETING_SECTION],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE legal_pages SET content = replace(content, $1, '') WHERE slug = 'privacy-policy'`, [MARKETING_SECTION]);
  }
}
