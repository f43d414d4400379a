import { type ComponentType, lazy, useEffect } from 'react';
import type { UserDto } from '../../../api';
import type { AdminTabProps } from '../admin-tab';
import { ADMIN_SECTIONS } from '../admin-sections';

// Each section's screen, in a chunk of its own, loaded when first shown.
const SCREENS: Record<string, ComponentType<AdminTabProps>> = Object.fromEntries(
  ADMIN_SECTIONS.map(({ key, load }) => [key, lazy(() => load().then((screen) => ({ default: screen })))]),
);
// once the first section shows, the others load too: one chosen later mostly shows at once
const preloadAll = () => ADMIN_SECTIONS.forEach((section) => void section.load());

// A section's screen; suspends while its chunk loads.
export function SectionScreen({ section, user }: { section: string; user: UserDto }) {
  useEffect(preloadAll, []);
  const Screen = SCREENS[section];
  return <Screen user={user} />;
}
