// The public entry of the platform module (system managers' enterprises and trial users): its
// routes are registered by modules/index.ts; nothing else is used from outside.
export {};
