import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { readWordPressExport } from './wordpress-export';

const xml = readFileSync(path.join(__dirname, '../../../../test/imports/fixtures/wordpress-export.xml'), 'utf8');

// A published item whose GMT date WordPress left empty (0000-00-00) keeps its local date, read in
// the site's time zone, rather than becoming "now".
describe('a WordPress post date', () => {
  const published = (zone: string) => {
    const noGmt = xml.replace(
      '<wp:post_date_gmt><![CDATA[2021-11-09 07:00:00]]></wp:post_date_gmt>',
      '<wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt>',
    );
    const { posts } = readWordPressExport(noGmt, new Map(), zone);
    return posts.find((p) => p.slug === 'saying-no-kindly')!.publishedAt;
  };

  it('is the GMT date when the export has one', () => {
    const { posts } = readWordPressExport(xml, new Map(), 'Europe/Berlin');
    expect(posts[0].publishedAt).toEqual(new Date('2021-03-04T09:00:00.000Z'));
  });

  it('falls back to wp:post_date in the site’s time zone', () => {
    expect(published('UTC')).toEqual(new Date('2021-11-09T07:00:00.000Z'));
    expect(published('Europe/Berlin')).toEqual(new Date('2021-11-09T06:00:00.000Z'));
    expect(published('America/New_York')).toEqual(new Date('2021-11-09T12:00:00.000Z'));
  });
});
