// The public entry of the discussions module: nothing in it is used by other modules yet; its routes are
// registered by the composition root (modules/index.ts) from routes.ts.
export {};
