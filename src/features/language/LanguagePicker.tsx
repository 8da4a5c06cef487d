import { isLanguage, LANGUAGE_INFO, LANGUAGES } from '@shared/contract/languages.ts';
import { useLanguageStore } from '../../lib/i18n/language.ts';
import { appStrings } from '../../lib/strings.ts';
import { chooseLanguage } from './accountLanguage.ts';

/** Issue 21: the language picker (sign-up, Profile). Each language is named in itself. */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const language = useLanguageStore((s) => s.language);
  return (
    <label className={`language-picker ${className}`.trim()}>
      <span className="language-picker__label">{appStrings.language}</span>
      <select
        className="language-picker__select"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void chooseLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].locale}>
            {LANGUAGE_INFO[code].name}
          </option>
        ))}
      </select>
    </label>
  );
}
