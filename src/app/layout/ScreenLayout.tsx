import type { ReactNode } from 'react';
import type { MenuContext } from './menuEntries.ts';
import { type BackTarget, TopBar } from './TopBar.tsx';

/** What the shell puts around a screen: its title, back target, menu family and column width. */
export interface ScreenFrame {
  title: string;
  back: BackTarget;
  menu: MenuContext;
  width?: 'narrow' | 'wide';
}

interface ScreenLayoutProps extends ScreenFrame {
  children: ReactNode;
}

/** The frame of every screen but the chat: top bar, then a centred main column. */
export function ScreenLayout({ title, back, menu, children, width = 'narrow' }: ScreenLayoutProps) {
  return (
    <div className="screen">
      <TopBar title={title} back={back} menu={menu} />
      <main className={`screen__main screen__main--${width}`} id="main">
        {children}
      </main>
    </div>
  );
}
