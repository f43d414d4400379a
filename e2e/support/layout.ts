import type { Locator } from '@playwright/test';

// The text of each of `controls` that `cover` (something fixed over the page, like the chat
// button) lies over on the screen now; none when `cover` is not shown.
export async function controlsUnder(cover: Locator, controls: Locator): Promise<string[]> {
  const over = (await cover.count()) ? await cover.boundingBox() : null;
  if (!over) return [];
  const under: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const overlaps =
      box &&
      box.x < over.x + over.width &&
      over.x < box.x + box.width &&
      box.y < over.y + over.height &&
      over.y < box.y + box.height;
    if (overlaps) under.push((await control.textContent()) ?? '');
  }
  return under;
}
