import { siteForm, siteSuite } from './site-helpers';

// Issue 42: the site's time zone, chosen in Site settings: PUBLISH_TZ until then, any IANA zone,
// and a readable 400 for anything else, with nothing changed.
describe("the site's time zone setting", () => {
  const suite = siteSuite();
  const zoneRow = async () => (await suite.t.dataSource.query('SELECT time_zone FROM site_settings'))[0].time_zone;

  it('is PUBLISH_TZ until the owner chooses one, then the one chosen, spelled as IANA does', async () => {
    const { t, admin } = suite;
    expect((await admin.get('/api/admin/site').expect(200)).body.timeZone).toBe(t.config.publishTz);
    expect(await zoneRow()).toBeNull();

    const saved = await admin.send('put', '/api/admin/site', siteForm({ timeZone: 'america/los_angeles' })).expect(200);
    expect(saved.body.timeZone).toBe('America/Los_Angeles');
    expect((await admin.get('/api/admin/site').expect(200)).body.timeZone).toBe('America/Los_Angeles');
    expect(await zoneRow()).toBe('America/Los_Angeles');
  });

  it.each([
    ['Mars/Olympus', '"Mars/Olympus" is not a time zone. Please choose one such as Europe/Berlin.'],
    ['Los Angeles', '"Los Angeles" is not a time zone. Please choose one such as Europe/Berlin.'],
    [null, 'Time zone is required'],
    [undefined, 'Time zone is required'],
  ])('refuses %s with a 400, changing nothing', async (timeZone, message) => {
    const { admin } = suite;
    await admin.send('put', '/api/admin/site', siteForm({ timeZone: 'Europe/Berlin' })).expect(200);
    const body = siteForm({ timeZone });
    if (timeZone === undefined) delete body.timeZone;
    const res = await admin.send('put', '/api/admin/site', body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, errors: [{ field: 'timeZone', message }] });
    expect(await zoneRow()).toBe('Europe/Berlin');
  });
});
