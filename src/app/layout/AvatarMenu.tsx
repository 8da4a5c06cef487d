import { useId } from 'react';
import { authSelectors, useAuthStore } from '../../features/auth/authStore.ts';
import { initialsOf } from '../../features/auth/user.ts';
import { InstallMenuItem } from '../../features/install/InstallMenuItem.tsx';
import { navigate } from '../../lib/router/hashLocation.ts';
import { appStrings } from '../../lib/strings.ts';
import { UserIcon } from '../../ui/icons.tsx';
import { usePopupMenu } from '../../ui/usePopupMenu.ts';
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
 * A disclosure (button + list), not an ARIA menu: Tab reaches every entry; opening it focuses the first
 * entry and the arrow keys move between entries, as in the image menu (usePopupMenu).
 */
export function AvatarMenu({ context }: { context: MenuContext }) {
  const { open, setOpen, toggle, rootRef, buttonRef, onMenuKeyDown } = usePopupMenu();
  const user = useAuthStore(authSelectors.user);
  const signedIn = useAuthStore(authSelectors.isSignedIn);
  const signOut = useAuthStore((s) => s.signOut);
  const menuId = useId();

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
        onClick={toggle}
      >
        {signedIn ? <span aria-hidden="true">{initialsOf(user)}</span> : <UserIcon />}
      </button>
      {open && (
        <ul id={menuId} className="menu-list avatar-menu__list" onKeyDown={onMenuKeyDown}>
          {menuEntries(context, signedIn).map((entry) => (
            <li key={entry}>
              <button
                type="button"
                className="menu-item avatar-menu__item"
                data-menu-item
                onClick={() => choose(entry)}
              >
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
