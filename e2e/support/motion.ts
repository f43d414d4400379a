import type { Page } from '@playwright/test';

// Nothing is moving in or out (a dialog's zoom, a drawer's slide): no element is in one of antd's
// motion stages (rc-motion's `…-appear`, `…-enter`, `…-leave` classes, whose first frames hold a
// dialog at its starting size before its animation runs), and no finite animation is running.
// Endless animations (a spinner) do not count. axe reads colours as they are drawn, half-faded ones
// too; and a click on a button that an opening dialog is still zooming can press it at one place and
// let go at another, where the button no longer is, so that the page sees no click (a confirmation's
// "Remove" once stayed open).
export async function motionless(page: Page) {
  await page.waitForFunction(() => {
    const stage = /-(appear|enter|leave)(-prepare|-start|-active)?$/;
    const moving = [...document.querySelectorAll('[class]')].some((el) =>
      [...el.classList].some((name) => stage.test(name)),
    );
    return (
      !moving &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
    );
  });
}
