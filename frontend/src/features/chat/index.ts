// The chat feature to other features: the launcher's hook only. The widget itself is loaded lazily
// by the layout (app/layout/Layout.tsx), so nothing imports it from here into another chunk.
export { useChatLauncherAside } from './launcher-aside';
