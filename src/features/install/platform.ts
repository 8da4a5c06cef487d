/** What the install affordance needs to know about the browser, read from plain values so it is testable. */
export interface BrowserTraits {
  userAgent: string;
  maxTouchPoints: number;
  /** display-mode: standalone, or iOS's navigator.standalone: already running as an installed app. */
  standalone: boolean;
}

// Other iOS browsers put "Add to Home Screen" elsewhere (or nowhere, in in-app browsers).
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//;

/** iPhone, iPod or iPad, including iPadOS, which reports itself as a Mac but has a touch screen. */
export function isIos({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Safari on iOS outside the installed app: there is no install event, the student adds the app with
 * Share → Add to Home Screen, so the app shows that hint instead.
 */
export function needsIosInstallHint(traits: BrowserTraits): boolean {
  return (
    !traits.standalone &&
    isIos(traits) &&
    /Safari\//.test(traits.userAgent) &&
    !OTHER_IOS_BROWSERS.test(traits.userAgent)
  );
}

export function readBrowserTraits(win: Window = window): BrowserTraits {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}
