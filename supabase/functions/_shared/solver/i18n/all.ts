// Every language's step text, loaded up front: for the server (Deno), where size does not matter and
// the solver is called synchronously. The browser loads one language at a time (load.ts).
import { AR } from './ar.ts';
import { ES } from './es.ts';
import { registerStepText } from './index.ts';

registerStepText('es', ES);
registerStepText('ar', AR);
