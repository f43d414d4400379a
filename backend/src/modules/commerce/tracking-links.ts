// The carriers whose public tracking page takes the tracking number in its address, by the name the
// owner types in "Mark shipped" (any case, spaces and punctuation ignored: "Fed Ex", "U.S.P.S.").
// Another carrier's number stays plain text.
const TRACKING_PAGES: Record<string, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  unitedstatespostalservice: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
  dhlexpress: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${n}`,
  royalmail: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  canadapost: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
};

// The carrier's tracking page for this number, or null when the carrier is not one we know.
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier.toLowerCase().replace(/[^a-z]/g, '')];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
