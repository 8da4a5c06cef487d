// The slice of the Deno global that the function entry points (`<name>/index.ts`) use. Only tsc reads
// this file (tsconfig.node.json includes supabase/functions); `deno check` never imports it and uses
// Deno's own types instead. Handlers must not touch Deno: they also run under Node.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};
