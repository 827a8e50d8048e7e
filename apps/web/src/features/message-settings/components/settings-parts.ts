// The interactive parts of /lk «Уведомления и приложение», in a chunk of their own (message-settings.tsx):
// push on this device and installing the app are known in the browser only, the channel table
// shows once the member's preferences have come.
export { ChannelTable } from './channel-table';
export { InstallApp } from './install-app';
export { PushToggle } from './push-toggle';
