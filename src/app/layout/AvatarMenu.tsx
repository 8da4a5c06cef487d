import { useEffect, useId, useRef, useState } from 'react';
import { authSelectors, useAuthStore } from '../../features/auth/authStore.ts';
import { initialsOf } from '../../features/auth/user.ts';
import { InstallMenuItem } from '../../features/install/InstallMenuItem.tsx';
import { appStrings } from '../../lib/strings.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { navigate } from '../router/hashLocation.ts';
import { entryRoutes, type MenuContext, type MenuEntry, menuEntries } from './menuEntries.ts';

const labels: Record<MenuEntry, string> = {
  login: appStrings.menu.login,
  signup: appStrings.menu.signup,
  profile: appStrings.menu.profile,
  logout: appStrings.menu.logout,
  plans: appStrings.menu.plans,
  chat: appStrings.menu.chat,
};

/**
 * SPEC §2 shared avatar menu: opens and closes by click, closes on an outside click (and Escape).
 * A disclosure (button + list), not an ARIA menu: Tab reaches every entry without arrow-key handling.
 */
export function AvatarMenu({ context }: { context: MenuContext }) {
  const [open, setOpen] = useState(false);
  const user = useAuthStore(authSelectors.user);
  const signedIn = useAuthStore(authSelectors.isSignedIn);
  const signOut = useAuthStore((s) => s.signOut);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (entry: MenuEntry) => {
    setOpen(false);
    if (entry === 'logout') void signOut().then(() => navigate('/'));
    else navigate(entryRoutes[entry]);
  };

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar"
        aria-label={appStrings.menu.open}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {signedIn ? <span aria-hidden="true">{initialsOf(user)}</span> : <UserIcon />}
      </button>
      {open && (
        <ul id={menuId} className="menu-list avatar-menu__list">
          {menuEntries(context, signedIn).map((entry) => (
            <li key={entry}>
              <button type="button" className="menu-item avatar-menu__item" onClick={() => choose(entry)}>
                {labels[entry]}
              </button>
            </li>
          ))}
          <InstallMenuItem onPrompt={() => setOpen(false)} />
        </ul>
      )}
    </div>
  );
}
