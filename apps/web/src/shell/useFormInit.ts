import { useEffect, useEffectEvent } from 'react';
import type { FormInstance } from 'antd';

/**
 * Fills a form from loaded data, but never over what the user has started typing: a background
 * refetch of the same data must not wipe their edits.
 */
export function useFormInit<T extends object>(form: FormInstance, data: T | undefined, map: (d: T) => object = (d) => d) {
  // `map` is a pure view of `data` (often an inline arrow): only new data needs a re-run.
  const toValues = useEffectEvent((d: T) => map(d));
  useEffect(() => {
    if (data && !form.isFieldsTouched()) form.setFieldsValue(toValues(data));
  }, [data, form]);
}
