const setupMatchMedia = window.matchMedia;

// Whether a query of min-width / max-width conditions (joined by "and") holds at `width`.
function matchesAt(width: number, query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

// jsdom has no layout: the app's width-dependent hooks (hooks/use-media-query, antd's breakpoints)
// read window.matchMedia, which answers here as a window `width` pixels wide would. A file that
// calls it calls restoreWidth after each test (hooks registered here would run in one file only).
export function emulateWidth(width: number) {
  window.matchMedia = (query: string): MediaQueryList => ({
    ...setupMatchMedia(query),
    matches: matchesAt(width, query),
    media: query,
  });
}

export function restoreWidth() {
  window.matchMedia = setupMatchMedia;
}
