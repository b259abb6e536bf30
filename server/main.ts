import { createDataDirBeside } from "./first-start";

/**
 * The server's entry point (`tsx server/main.ts`; `npm start` goes through scripts/start.ts). A new
 * embedded database is created beside the loading of the server's code, not after it.
 */
const dataDir = createDataDirBeside();
const { serve } = await import("./serve");
await serve(dataDir ? { dataDir } : {});
