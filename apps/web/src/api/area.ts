import { useMemo } from 'react';
import { useWebConfig } from '../app/config';

/** The web config's SYSTEM_AREA value that moves some calls to their jm- alternates (spec 1 §6). */
export const JM_AREA = 'JM';

/**
 * The one rule of the area switch: `pick(call, jmCall)` answers the jm- alternate in the JM area
 * and the usual call elsewhere. Each feature's `…Paths(area)` lists its calls with it.
 */
export function areaSwitch(area: string | undefined) {
  const jm = area === JM_AREA;
  return { jm, pick: <C>(call: C, jmCall: C): C => (jm ? jmCall : call) };
}

/** A feature's calls for this installation's area; `build` must be a module-level function (built once per area). */
export function useAreaApi<T>(build: (area: string) => T): T {
  const area = useWebConfig().SYSTEM_AREA;
  return useMemo(() => build(area), [build, area]);
}
