// Issue 21: every string module, imported one by one (not through the strings.ts barrel), for the
// catalogue to write a language into. Loaded only when the language changes; importing the modules
// directly keeps each where it was: on the first paint if the chat uses it, else in its lazy chunk
// (a dynamic import of the barrel would pull all of them onto the first paint).
export { appStrings } from '../strings/app.ts';
export { authStrings } from '../strings/auth.ts';
export { chatStrings, historyStrings, usageStrings } from '../strings/chat.ts';
export { chatActionStrings } from '../strings/chatActions.ts';
export { composerToolStrings } from '../strings/composerTools.ts';
export { contactStrings } from '../strings/contact.ts';
export { messageToolStrings } from '../strings/messageTools.ts';
export { missionStrings } from '../strings/mission.ts';
export { offlineStrings } from '../strings/offline.ts';
export { pageStrings } from '../strings/page.ts';
export { paymentStrings, planStrings } from '../strings/plans.ts';
export { screenTitles } from '../strings/screens.ts';
export { serverErrorStrings } from '../strings/serverErrors.ts';
export { solverStrings } from '../strings/solver.ts';
export { subjectStrings } from '../strings/subjects.ts';
export { themeStrings } from '../strings/theme.ts';
export { tutorStrings } from '../strings/tutor.ts';
export { tutorBarStrings } from '../strings/tutorBar.ts';
