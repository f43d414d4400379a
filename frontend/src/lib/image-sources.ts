// What an <img> of an uploaded library image needs to load the right size: the backend resizes
// each upload into WebP variants (backend/src/core/storage/image-variants.ts, the same widths) and
// names the file with its size, `{random}-{width}x{height}.{ext}`, its variants
// `{random}-{width}x{height}-{variant width}w.webp`. `sizes` says how wide the image shows.
// Any other address (an older upload, a web address) is used as it is.
export const VARIANT_WIDTHS = [400, 800, 1200, 1600];

const SIZED = /^(\/api\/uploads\/images\/[0-9a-f]{24}-(\d{1,5})x(\d{1,5}))\.[a-z0-9]{2,5}$/;

export interface ImageSources {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
}

// the widths of an upload's variants (the backend makes none wider than the upload or 1600)
const variantWidths = (width: number) => [
  ...new Set([...VARIANT_WIDTHS.filter((v) => v < width), Math.min(width, 1600)]),
];

export function imageSources(url: string, sizes: string): ImageSources {
  const sized = SIZED.exec(url);
  if (!sized) return { src: url };
  const [, base, w, h] = sized;
  const width = Number(w);
  const widths = variantWidths(width);
  return {
    src: url,
    width,
    height: Number(h),
    srcSet: widths.map((v) => `${base}-${v}w.webp ${v}w`).join(', '),
    sizes,
  };
}

// how wide the pictures show (the CSS of their places): a card fills a phone's width and is about
// 370 px in the grid; a post's picture is at most 820 px; a product's page picture about 600 px
export const IMAGE_SIZES = {
  card: '(max-width: 700px) 100vw, 400px',
  post: '(max-width: 860px) 100vw, 820px',
  productPage: '(max-width: 860px) 100vw, 620px',
  thumb: '88px',
} as const;

// The picture to put inside a post's text for an upload: its resized WebP variant at most `maxWidth`
// wide (the post's column, sharp on most screens) with that variant's size, so the page keeps
// its place while it loads; any other address as it is, its size unknown.
export function inlineImage(url: string, maxWidth = 1200): ImageSources {
  const sized = SIZED.exec(url);
  if (!sized) return { src: url };
  const [, base, w, h] = sized;
  const width = Number(w);
  // never empty: an upload narrower than maxWidth has a variant of its own width
  const variant = Math.max(...variantWidths(width).filter((v) => v <= maxWidth));
  return { src: `${base}-${variant}w.webp`, width: variant, height: Math.round((Number(h) * variant) / width) };
}
