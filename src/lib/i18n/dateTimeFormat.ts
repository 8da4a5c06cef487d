/** How the app shows a moment (the history's rows): the locale's medium date and short time. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
