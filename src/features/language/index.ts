// Issue 21: the language picker and the account's language, for the other features and the screens.
export { chooseLanguage, followAccountLanguage } from './accountLanguage.ts';
export { LanguagePicker } from './LanguagePicker.tsx';
