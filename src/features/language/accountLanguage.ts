// Issue 21: the language follows a signed-in account. Choosing one while signed in saves it in the
// account's metadata (supabase auth user_metadata.language, which the server's auth e-mails read too);
// signing in applies the account's language on this device.
import { isLanguage, type Language } from '@shared/contract/languages.ts';
import { useLanguageStore } from '../../lib/i18n/language.ts';
import { loadSupabase } from '../../lib/supabase.ts';
import { useAuthStore } from '../auth/authStore.ts';
import type { AuthUser } from '../auth/user.ts';

/** The picker's action: the device's language now, and the account's when signed in. */
export async function chooseLanguage(language: Language): Promise<void> {
  await useLanguageStore.getState().setLanguage(language);
  const { status, user } = useAuthStore.getState();
  if (status !== 'signedIn' || !user || user.metadata.language === language) return;
  try {
    const client = await loadSupabase();
    if (!client) return;
    const { error } = await client.auth.updateUser({ data: { language } });
    if (error) throw error;
    const now = useAuthStore.getState().user;
    if (now?.id === user.id)
      useAuthStore.getState().setSignedIn({ ...now, metadata: { ...now.metadata, language } });
  } catch (error) {
    // Offline or refused: this device keeps the choice; the account gets it on the next choice.
    console.warn('Could not save the language to the account', error);
  }
}

/** From sign-in on, the account's saved language applies on this device. Returns the unsubscribe. */
export function followAccountLanguage(): () => void {
  const apply = (user: AuthUser | null) => {
    const saved = user?.metadata.language;
    if (isLanguage(saved) && saved !== useLanguageStore.getState().language)
      void useLanguageStore.getState().setLanguage(saved);
  };
  const now = useAuthStore.getState();
  if (now.status === 'signedIn') apply(now.user);
  return useAuthStore.subscribe((state, previous) => {
    if (state.status === 'signedIn' && state.user && state.user.id !== previous.user?.id) apply(state.user);
  });
}
