import { readEnv } from '../_shared/env.ts';
import { createHandler } from './handler.ts';

Deno.serve(createHandler(readEnv(Deno.env.toObject())));
