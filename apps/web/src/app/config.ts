import { createContext, useContext } from 'react';

/** Start-up configuration from /static/config/config.json (spec 1 §3). */
export interface WebConfig {
  TITLE: string;
  FAVICON: string;
  FOOTER: { show: boolean; copyright: string; filingText: string; filingUrl: string };
  SYSTEM_AREA: string;
  [key: string]: unknown;
}

export const ConfigContext = createContext<WebConfig | null>(null);

export function useWebConfig(): WebConfig {
  const c = useContext(ConfigContext);
  if (!c) throw new Error('configuration not loaded');
  return c;
}

/** Loads the configuration; a reply that is a string (or no object) is a broken config. */
export async function loadWebConfig(): Promise<WebConfig> {
  const res = await fetch(`/static/config/config.json?t=${Math.random().toString(36).slice(2)}`);
  const text = await res.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  if (!res.ok || typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('api config error');
  return value as WebConfig;
}
