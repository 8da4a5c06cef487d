/** The open chat survives a reload of this tab (a new tab or app launch starts fresh). */
const ACTIVE_CHAT_KEY = 'studymate.activeChat';

export function rememberActiveChat(chatId: string | null): void {
  try {
    if (chatId) sessionStorage.setItem(ACTIVE_CHAT_KEY, chatId);
    else sessionStorage.removeItem(ACTIVE_CHAT_KEY);
  } catch {
    // Storage blocked: a reload simply starts a new chat.
  }
}

export function recallActiveChat(): string | null {
  try {
    return sessionStorage.getItem(ACTIVE_CHAT_KEY);
  } catch {
    return null;
  }
}
