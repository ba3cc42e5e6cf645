import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ja';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import jaJP from 'antd/locale/ja_JP';
import enUS from 'antd/locale/en_US';
import type { Lang } from '@trestle/shared';
import i18n, { initialLang } from '../i18n';
import { getStoredUser, getToken } from '../api/session';
import { saveLang } from '../api/user';

const antdLocales = { zh: zhCN, ja: jaJP, en: enUS };
const dayjsLocales = { zh: 'zh-cn', ja: 'ja', en: 'en' };
/** Users who ask their system for less motion get antd without its zoom/slide animations. */
const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

interface LangState {
  lang: Lang;
  setLang: (lang: Lang) => void;
}
const LangContext = createContext<LangState>({ lang: 'en', setLang: () => {} });
export const useLang = () => useContext(LangContext);

/** One switch for the interface language: i18next, antd, dayjs, storage and the server. */
export function LangProvider({ children }: { children: ReactNode }) {
  const [lang, setState] = useState<Lang>(() => {
    const l = initialLang();
    dayjs.locale(dayjsLocales[l]);
    document.documentElement.lang = l;
    return l;
  });
  const setLang = useCallback((l: Lang) => {
    setState(l);
    void i18n.changeLanguage(l);
    dayjs.locale(dayjsLocales[l]);
    document.documentElement.lang = l;
    localStorage.setItem('lang', l);
    const user = getStoredUser();
    if (getToken() && user) saveLang(user._id, l).catch(() => {});
  }, []);
  return (
    <LangContext.Provider value={{ lang, setLang }}>
      <ConfigProvider locale={antdLocales[lang]} theme={{ token: { colorPrimary: '#1f4e79', motion: !reducedMotion } }}>
        {children}
      </ConfigProvider>
    </LangContext.Provider>
  );
}
