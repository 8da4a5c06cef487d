// Set by vite.config.ts (`define`): STUDYMATE_BUILD_ID of the build's environment, else 'dev'.
declare const __STUDYMATE_BUILD__: string;

/** Which deployment this page runs; also written to `<html data-build>` so tests and support can read it. */
export const buildId: string = __STUDYMATE_BUILD__;
