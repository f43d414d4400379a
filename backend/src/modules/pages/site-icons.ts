import sharp from 'sharp';
import { ICON_PATHS, MANIFEST_PATH } from '../../core/http/site-paths';
import { escapeHtml } from '../../core/text/html';
import type { SiteDto } from '../site';

// The site's icons, drawn from its identity: its initials in white on the brand colour (white
// text passes AA on it: the settings refuse a colour where it would not). One SVG, rasterised
// with sharp for the icons that must be bitmaps (the apple-touch-icon, the manifest's, favicon.ico).

export const SITE_ICON_PATHS = {
  svg: `/${ICON_PATHS.svg}`,
  ico: `/${ICON_PATHS.ico}`,
  appleTouch: `/${ICON_PATHS.appleTouch}`,
  small: `/${ICON_PATHS.small}`,
  large: `/${ICON_PATHS.large}`,
  manifest: `/${MANIFEST_PATH}`,
} as const;

export type BitmapIcon = 'appleTouch' | 'small' | 'large' | 'ico';
const PIXELS: Record<BitmapIcon, number> = { appleTouch: 180, small: 192, large: 512, ico: 32 };

// "Business Coach & Author" → "BC": the first letter or digit of the first two words.
export function initials(siteName: string): string {
  const words = siteName.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => [...word][0].toLocaleUpperCase('en'));
  return letters.join('') || '•';
}

// The initials on a square of the brand colour: rounded a little in a browser tab, full for the
// bitmaps (iOS and Android cut their own shape; transparent corners would show black).
export function iconSvg(site: Pick<SiteDto, 'siteName' | 'brandColor'>, { rounded = true } = {}): string {
  const text = initials(site.siteName);
  const size = text.length > 1 ? 42 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">
  <rect width="100" height="100"${rounded ? ' rx="12"' : ''} fill="${escapeHtml(site.brandColor)}"/>
  <text x="50" y="50" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="${size}" font-weight="700"
    font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif">${escapeHtml(text)}</text>
</svg>
`;
}

// favicon.ico: one 32 × 32 PNG inside the ICO container (every browser since IE reads it).
function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(PIXELS.ico, 6);
  header.writeUInt8(PIXELS.ico, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}

export async function renderIcon(svg: string, icon: BitmapIcon): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg), { density: (72 * PIXELS[icon]) / 100 })
    .resize(PIXELS[icon], PIXELS[icon])
    .png()
    .toBuffer();
  return icon === 'ico' ? icoOf(png) : png;
}

// The web app manifest: the name, the colours and the icons.
export function webManifest(site: Pick<SiteDto, 'siteName' | 'brandColor' | 'tagline'>): object {
  return {
    name: site.siteName,
    // what fits under an icon on a home screen (about 12 characters)
    short_name: site.siteName.length <= 12 ? site.siteName : site.siteName.split(/\s+/)[0].slice(0, 12),
    description: site.tagline,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: site.brandColor,
    icons: [
      { src: SITE_ICON_PATHS.svg, sizes: 'any', type: 'image/svg+xml' },
      { src: SITE_ICON_PATHS.small, sizes: '192x192', type: 'image/png' },
      { src: SITE_ICON_PATHS.large, sizes: '512x512', type: 'image/png' },
    ],
  };
}
