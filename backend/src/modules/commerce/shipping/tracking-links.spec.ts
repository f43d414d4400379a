import { trackingUrl } from './tracking-links';

describe('trackingUrl', () => {
  it("links a known carrier's tracking page, whatever the case, spaces and punctuation", () => {
    expect(trackingUrl('Fed Ex', '1Z 99')).toBe('https://www.fedex.com/fedextrack/?trknbr=1Z%2099');
    expect(trackingUrl('U.S.P.S.', '940')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=940');
  });

  it('leaves an unknown carrier, or a name every object has, without a link', () => {
    for (const carrier of ['Pony Express', 'constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(trackingUrl(carrier, '12345')).toBeNull();
    }
  });

  it('needs both a carrier and a number', () => {
    expect(trackingUrl(null, '12345')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});
