import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { appStrings, chatStrings, historyStrings } from '../../../lib/strings.ts';
import { LogoIcon, PlusIcon } from '../../../ui/icons.tsx';
import { OfflineIndicator } from '../../connectivity/index.ts';
import { useUsageStore } from '../../usage/usageStore.ts';
import { HistoryIcon } from './chatIcons.tsx';
import { UsageBadge } from './UsageBadge.tsx';

interface ChatHeaderProps {
  /** The app shell's account menu (the avatar), last among the actions. */
  accountMenu: ReactNode;
  onNewChat: () => void;
  onOpenHistory: () => void;
  onUpgrade: () => void;
}

/** SPEC §2 chat header: name and icon, new chat, usage badge, Upgrade (not for diamond), avatar menu. */
export function ChatHeader({ accountMenu, onNewChat, onOpenHistory, onUpgrade }: ChatHeaderProps) {
  const diamond = useUsageStore((s) => s.usage?.plan === 'diamond');
  return (
    <header className="chat-header">
      <Link href="/" className="brand" aria-label={appStrings.productName}>
        <LogoIcon width={26} height={26} />
        <span className="brand__name">{appStrings.productName}</span>
      </Link>
      <div className="chat-header__actions">
        <UsageBadge />
        <button
          type="button"
          className="icon-btn chat-header__history"
          aria-label={historyStrings.open}
          onClick={onOpenHistory}
        >
          <HistoryIcon />
        </button>
        <button
          type="button"
          className="icon-btn chat-header__new"
          aria-label={chatStrings.newChat}
          onClick={onNewChat}
        >
          <PlusIcon />
        </button>
        {!diamond && (
          <button type="button" className="btn btn--upgrade" onClick={onUpgrade} aria-haspopup="dialog">
            {chatStrings.upgrade}
          </button>
        )}
        {accountMenu}
      </div>
      <OfflineIndicator />
    </header>
  );
}
