import { useEffect, useState } from 'react';
import { chatStrings } from '../../../lib/strings.ts';
import { CheckIcon, CopyIcon } from './chatIcons.tsx';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and http:// pages have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Copies an answer's markdown; says 'Copied' for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="copy-btn"
      onClick={() =>
        copyText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span>{copied ? chatStrings.copied : chatStrings.copyAnswer}</span>
    </button>
  );
}
