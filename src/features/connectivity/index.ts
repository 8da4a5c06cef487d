// The connectivity feature's public entry: what other features may use.
export { OfflineIndicator } from './OfflineIndicator.tsx';
export { useOnline } from './onlineStatus.ts';
