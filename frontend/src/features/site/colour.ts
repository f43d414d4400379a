import {
  AA_CONTRAST,
  contrastRefusal as refusalOf,
  contrastWithWhite as contrastOfSix,
  formatRatio,
  luminance as luminanceOfSix,
} from '@coach/shared';

// Colour maths for the brand colour: the WCAG contrast rule the API applies (@coach/shared's
// brand-colour, so the admin form refuses a colour before sending it, in the API's words) and the
// shades derived from the brand colour. Here a colour may be written as the owner types it ('#1A8',
// '1a8a7d'); the shared rule reads '#rrggbb'.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const WCAG_AA = AA_CONTRAST;

export { formatRatio };

// '#1A8' or '1a8a7d' → '#11aa88' / '#1a8a7d'; null when it is no hex colour.
export function normalizeHex(input: string): string | null {
  const match = HEX.exec(input.trim());
  if (!match) return null;
  const digits = match[1].toLowerCase();
  const six = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${six}`;
}

type Rgb = [number, number, number];

function sixDigits(hex: string): string {
  const six = normalizeHex(hex);
  if (!six) throw new Error(`Not a hex colour: ${hex}`);
  return six;
}

function rgb(hex: string): Rgb {
  const six = sixDigits(hex);
  return [1, 3, 5].map((i) => parseInt(six.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (channels: Rgb) =>
  `#${channels
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

// WCAG 2 relative luminance of an sRGB colour.
export const luminance = (hex: string): number => luminanceOfSix(sixDigits(hex));

// The contrast ratio of two colours (WCAG 2), unrounded.
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const contrastWithWhite = (hex: string): number => contrastOfSix(sixDigits(hex));

// The API's refusal, word for word; null when white text on `hex` passes WCAG AA or `hex` is no hex
// colour (the API says so in its own words).
export function contrastRefusal(hex: string): string | null {
  const colour = normalizeHex(hex);
  if (!colour || contrastWithWhite(colour) >= WCAG_AA) return null;
  return refusalOf(colour);
}

// `hex` moved towards `towards` by `amount` (0..1), channel by channel.
export function mix(hex: string, towards: string, amount: number): string {
  const from = rgb(hex);
  const to = rgb(towards);
  return toHex(from.map((c, i) => c + (to[i] - c) * amount) as Rgb);
}

// The hover shade of a brand colour: a little lighter, as today's navy (#12355b → #1c4a7a), unless
// that would fail AA with white text; then a little darker.
export function hoverShade(hex: string): string {
  const lighter = mix(hex, '#ffffff', 0.08);
  return contrastWithWhite(lighter) >= WCAG_AA ? lighter : mix(hex, '#000000', 0.15);
}

// The darkest light background text sits on (the default page background's end, #e6f2f1): text in
// the brand colour must pass AA on it too, not only on white.
export const DARKEST_LIGHT_SURFACE = '#e6f2f1';

// The brand colour as a text colour: itself when it passes AA on the light surfaces (today's navy,
// 11.5:1), else darkened step by step until it does (a colour that only just passes on white).
export function textShade(hex: string): string {
  for (let step = 0; step <= 20; step += 1) {
    const shade = mix(hex, '#000000', step * 0.05);
    if (contrastRatio(shade, DARKEST_LIGHT_SURFACE) >= WCAG_AA) return shade;
  }
  return '#000000';
}
