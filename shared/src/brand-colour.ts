// The brand colour's rule: white text on it (the buttons, the navigation bar) must reach WCAG AA.
// The API refuses a colour that fails it; the SPA's admin form measures the colour as it is typed
// and refuses it before sending, in the API's words.

export const AA_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

// WCAG 2.x relative luminance of a '#rrggbb' colour: 0 (black) … 1 (white)
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

// of a '#rrggbb' colour against white
export const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

// Shown to the owner: rounded down, so a colour that fails never reads as 4.50:1.
export const formatRatio = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2);

// why a '#rrggbb' colour that fails AA is refused, in one sentence
export const contrastRefusal = (hex: string): string =>
  `Brand colour ${hex} has a contrast of ${formatRatio(contrastWithWhite(hex))}:1 with white text; ` +
  `WCAG AA needs at least ${AA_CONTRAST}:1. Choose a darker colour.`;
