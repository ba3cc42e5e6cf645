import { useState } from 'react';

// Viewer settings stored locally (spec 2 §3), each '1' or '0', default '1'. Only the ones this
// viewer honours are offered: propertyShowMode — '1' property sets as collapsible groups, '0'
// one flat table. isShowWireframe and isEnableEffectComposer (edges, post-production) are not
// built yet: That Open's post-production renderer left the scene blank in testing (docs/models.md).

export type ViewerSettingKey = 'propertyShowMode';
export const SETTING_KEYS: ViewerSettingKey[] = ['propertyShowMode'];

export function readSetting(key: ViewerSettingKey): boolean {
  return (localStorage.getItem(key) ?? '1') === '1';
}

export function useViewerSettings() {
  const [values, setValues] = useState(() => Object.fromEntries(SETTING_KEYS.map((k) => [k, readSetting(k)])) as Record<ViewerSettingKey, boolean>);
  const set = (key: ViewerSettingKey, on: boolean) => {
    localStorage.setItem(key, on ? '1' : '0');
    setValues((v) => ({ ...v, [key]: on }));
  };
  return [values, set] as const;
}
