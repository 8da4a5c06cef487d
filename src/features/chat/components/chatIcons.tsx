// biome-ignore-all lint/a11y/noSvgWithoutTitle: decorative icons (aria-hidden); their buttons carry the label
import { type IconProps, iconProps } from '../../../ui/icons.tsx';

export const HistoryIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </svg>
);

export const CopyIcon = (p: IconProps) => (
  <svg {...iconProps({ width: 16, height: 16, ...p })}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

export const CheckIcon = (p: IconProps) => (
  <svg {...iconProps({ width: 16, height: 16, ...p })}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
