import { serve } from "./serve";

/** The server's entry point (`tsx server/main.ts`); `npm start` goes through scripts/start.ts. */
await serve();
