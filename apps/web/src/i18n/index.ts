import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLang, type Lang } from '@trestle/shared';

// Every namespace file under locales/<lang>/<ns>.json is bundled (CONVENTIONS 10).
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const m = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file);
  if (!m) continue;
  (resources[m[1]] ??= {})[m[2]] = content;
}

/** Stored choice, else the browser language; anything but zh, ja, en becomes en. */
export function initialLang(): Lang {
  return normalizeLang(localStorage.getItem('lang') || navigator.language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLang(),
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

export default i18n;
