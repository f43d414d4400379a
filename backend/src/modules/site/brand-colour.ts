// The brand colour: hex notation, and its contrast with white text (WCAG 2.x relative luminance).

export const AA_CONTRAST = 4.5;

// '#ABC' or '#aabbcc' (any case, surrounding spaces) → '#aabbcc'; anything else is left as it is.
export function normaliseHex(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const hex = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

// of a '#rrggbb' colour against white
export function contrastWithWhite(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const luminance = 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return 1.05 / (luminance + 0.05);
}

// Shown to the owner: rounded down, so a colour that fails never reads as 4.50:1.
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

export const contrastRefusal = (hex: string) =>
  `Brand colour ${hex} has a contrast of ${formatRatio(contrastWithWhite(hex))}:1 with white text; ` +
  `WCAG AA needs at least ${AA_CONTRAST}:1. Choose a darker colour.`;
