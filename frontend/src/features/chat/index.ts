export { ChatWidget } from './ChatWidget';
export { useChatLauncherAside } from './launcher-aside';
