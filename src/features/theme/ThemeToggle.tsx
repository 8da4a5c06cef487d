import { themeStrings } from '../../lib/strings.ts';
import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { useThemeStore } from './themeStore.ts';

/** The "Dark & Light Mode" switch of the profile's Activity list. */
export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const dark = theme === 'dark';
  return (
    <label className="switch">
      <span className="switch__label">
        {dark ? <MoonIcon /> : <SunIcon />}
        {themeStrings.toggle}
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={dark}
        className="switch__input"
        checked={dark}
        onChange={toggleTheme}
      />
      <span className="switch__track" aria-hidden="true" />
    </label>
  );
}
