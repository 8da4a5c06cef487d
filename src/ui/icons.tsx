// biome-ignore-all lint/a11y/noSvgWithoutTitle: every icon is decorative (aria-hidden, set in iconProps()); its button carries the label
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Shared attributes of every line icon: 24-unit grid, current colour, hidden from assistive tech. */
export const iconProps = (props: IconProps): IconProps => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
  ...props,
});

/** Icons with className icon-dir point a direction: mirrored right to left (components.css, issue 21). */
export const BackIcon = (p: IconProps) => (
  <svg {...iconProps({ className: 'icon-dir', ...p })}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const UserIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);

export const PlusIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const SendIcon = (p: IconProps) => (
  <svg {...iconProps({ className: 'icon-dir', ...p })}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const StopIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" />
  </svg>
);

export const ImageIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </svg>
);

export const CameraIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);

export const UploadIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const EyeIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const EyeOffIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);

export const MoonIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

export const SunIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <svg {...iconProps({ className: 'icon-dir', ...p })}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

/** The StudyMate mark: an open book with a spark. */
export const LogoIcon = (p: IconProps) => (
  <svg {...iconProps({ strokeWidth: 1.8, ...p })}>
    <path d="M3 6.5C5.5 5 8.5 5 12 7c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" />
    <path d="M12 7v12.5" />
    <path d="M17.5 2.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" fill="currentColor" stroke="none" />
  </svg>
);
