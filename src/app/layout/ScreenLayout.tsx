import type { ReactNode } from 'react';
import type { MenuContext } from './menuEntries.ts';
import { type BackTarget, TopBar } from './TopBar.tsx';

interface ScreenLayoutProps {
  title: string;
  back: BackTarget;
  menu: MenuContext;
  children: ReactNode;
  width?: 'narrow' | 'wide';
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
