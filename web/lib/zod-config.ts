/**
 * zod compiles its object parsers with `new Function` when it may; the page's content security
 * policy (script-src 'self') forbids that, and the browser reports each attempt. Parsing without
 * the compiled fast path is the same parse. This sets zod's global configuration (the object
 * `z.config()` writes, kept on globalThis) before any page module builds a schema, without
 * putting zod into the first download; zod-config.test.ts checks zod reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
