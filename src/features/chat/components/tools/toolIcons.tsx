// biome-ignore-all lint/a11y/noSvgWithoutTitle: decorative icons (aria-hidden); their buttons carry the label
import { type IconProps, iconProps } from '../../../../ui/icons.tsx';

const small = (p: IconProps) => iconProps({ width: 16, height: 16, ...p });

export const RegenerateIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
    <path d="M21 3v5h-5" />
  </svg>
);
export const EditIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
export const ShareIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M12 3v12M7 8l5-5 5 5" />
    <path d="M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
  </svg>
);
export const SpeakerIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M4 9v6h4l5 4V5L8 9H4z" />
    <path d="M16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" />
  </svg>
);
export const StopSquareIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </svg>
);
export const ChevronLeft = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronRight = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const RotateIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
    <path d="M3 3v5h5" />
  </svg>
);
export const CropIcon = (p: IconProps) => (
  <svg {...small(p)}>
    <path d="M6 2v14a2 2 0 0 0 2 2h14" />
    <path d="M18 22V8a2 2 0 0 0-2-2H2" />
  </svg>
);
export const MicIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </svg>
);
