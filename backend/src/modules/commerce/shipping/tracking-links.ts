// The carriers whose public tracking page takes the tracking number in its address, by the name the
// owner types in "Mark shipped" (any case, spaces and punctuation ignored: "Fed Ex", "U.S.P.S.").
// Another carrier's number stays plain text. A Map: a name such as "constructor" is no carrier.
const TRACKING_PAGES = new Map<string, (n: string) => string>(
  Object.entries({
    ups: (n: string) => `https://www.ups.com/track?tracknum=${n}`,
    usps: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
    unitedstatespostalservice: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
    fedex: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
    dhl: (n: string) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
    dhlexpress: (n: string) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
    royalmail: (n: string) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
    canadapost: (n: string) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  }),
);

// The carrier's tracking page for this number, or null when the carrier is not one we know.
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES.get(carrier.toLowerCase().replace(/[^a-z]/g, ''));
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
