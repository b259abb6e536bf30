/**
 * The database schema, one file per domain under ./schema/. drizzle-kit reads this file (see
 * drizzle.config.ts) and the client builds its typed queries from it, so every table and view
 * is exported here.
 */
export * from "./schema/account-limits";
export * from "./schema/analytics";
export * from "./schema/banner";
export * from "./schema/cart";
export * from "./schema/catalogue";
export * from "./schema/catalogue-views";
export * from "./schema/clearance";
export * from "./schema/cluster";
export * from "./schema/contact";
export * from "./schema/demo";
export * from "./schema/families";
export * from "./schema/licensing";
export * from "./schema/mail";
export * from "./schema/orders";
export * from "./schema/productions";
export * from "./schema/sign-in";
export * from "./schema/studio-logos";
export * from "./schema/users";
