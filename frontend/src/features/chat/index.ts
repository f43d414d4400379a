export { ChatWidget } from './ChatWidget';
