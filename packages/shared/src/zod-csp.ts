import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` when the page allows it, and finds out by
 * trying once. The web app's Content-Security-Policy allows no eval, so that try is a policy
 * violation; the web app imports this first so zod never tries (the plain parsers are as correct).
 */
config({ jitless: true });
