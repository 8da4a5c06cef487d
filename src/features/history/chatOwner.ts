import { useAuthStore } from '../auth/authStore.ts';

/**
 * The owner to stamp on a chat record written now (StoredChat.account): the signed-in user's id, null
 * for a signed-out visitor (the chat stays on this device only), or undefined while the session is
 * still being restored (not decided yet: the chat's next save decides it; see historyRepo.saveMessage).
 */
export function currentChatOwner(): string | null | undefined {
  const { status, user } = useAuthStore.getState();
  if (status === 'loading') return undefined;
  return status === 'signedIn' && user ? user.id : null;
}
