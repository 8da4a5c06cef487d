// The history feature's public entry: the local chat history that the chat and the account sync read,
// write and listen to. Its screens' parts (the history panel) are composed by the chat screen.
export { currentChatOwner } from './chatOwner.ts';
export {
  announceSyncedChanges,
  onHistoryChanged,
  onHistoryOpened,
  onSyncedChanges,
  type SyncedChanges,
} from './historyChanges.ts';
export { chatVersion, loadChat, saveMessage } from './historyRepo.ts';
export { cleanTitle, titleFromQuestion } from './titles.ts';
