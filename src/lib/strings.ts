// The one source of user-facing text. Each area keeps its strings in src/lib/strings/<area>.ts.
export { appStrings } from './strings/app.ts';
export { authStrings } from './strings/auth.ts';
export { chatStrings, historyStrings, usageStrings } from './strings/chat.ts';
export { chatActionStrings } from './strings/chatActions.ts';
export { composerToolStrings } from './strings/composerTools.ts';
export { contactStrings } from './strings/contact.ts';
export { messageToolStrings } from './strings/messageTools.ts';
export { missionStrings } from './strings/mission.ts';
export { offlineStrings } from './strings/offline.ts';
export { pageStrings } from './strings/page.ts';
export { paymentStrings, planStrings } from './strings/plans.ts';
export { screenTitles } from './strings/screens.ts';
export { serverErrorStrings } from './strings/serverErrors.ts';
export { solverStrings } from './strings/solver.ts';
export { subjectStrings } from './strings/subjects.ts';
export { themeStrings } from './strings/theme.ts';
export { tutorStrings } from './strings/tutor.ts';
export { tutorBarStrings } from './strings/tutorBar.ts';
