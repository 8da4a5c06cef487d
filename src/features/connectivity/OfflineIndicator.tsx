import { appStrings } from '../../lib/strings.ts';
import { useOnline } from './onlineStatus.ts';

const CloudOffIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 2l20 20" />
    <path d="M5.8 8.1A5.5 5.5 0 0 0 7 19h10.6" />
    <path d="M21.4 16.6A4 4 0 0 0 18 10h-.9A7 7 0 0 0 9.7 5.3" />
  </svg>
);

/**
 * The header's connectivity status: a live region that is always present (so screen readers hear
 * the change) and, while offline, a chip with an icon and the word 'Offline' hanging off the header's
 * bottom edge, so it fits the crowded 360 px phone header without pushing its buttons.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <span className="net-status" role="status">
      {!online && (
        <span className="net-status__chip">
          <CloudOffIcon />
          {appStrings.offline}
        </span>
      )}
    </span>
  );
}
