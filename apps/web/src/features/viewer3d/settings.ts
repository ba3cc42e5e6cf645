import { useState } from 'react';

// Viewer settings stored locally (spec 2 §3), each '1' or '0', default '1', applied at once:
// - isShowWireframe: element edges drawn over the shaded model (edges.ts);
// - propertyShowMode: '1' property sets as collapsible groups, '0' one flat table;
// - isEnableEffectComposer: post-processing, i.e. ambient occlusion (effects.ts), drawn when the
//   view is still.
// docs/models.md "Display settings" has what they cost.

export type ViewerSettingKey = 'isShowWireframe' | 'propertyShowMode' | 'isEnableEffectComposer';
export const SETTING_KEYS: ViewerSettingKey[] = ['isShowWireframe', 'propertyShowMode', 'isEnableEffectComposer'];

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
