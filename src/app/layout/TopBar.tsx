import { OfflineIndicator } from '../../features/connectivity/index.ts';
import { goBack, navigate } from '../../lib/router/hashLocation.ts';
import { appStrings } from '../../lib/strings.ts';
import { BackIcon } from '../../ui/icons.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import type { MenuContext } from './menuEntries.ts';

/** 'history' goes back in the app's history (to / when there is none); a path always goes there. */
export type BackTarget = 'history' | `/${string}`;

interface TopBarProps {
  title: string;
  back: BackTarget;
  menu: MenuContext;
}

export function TopBar({ title, back, menu }: TopBarProps) {
  const onBack = () => (back === 'history' ? goBack('/') : navigate(back));
  return (
    <header className="topbar">
      <button type="button" className="icon-btn" aria-label={appStrings.back} onClick={onBack}>
        <BackIcon />
      </button>
      <h1 className="topbar__title">{title}</h1>
      <AvatarMenu context={menu} />
      <OfflineIndicator />
    </header>
  );
}
