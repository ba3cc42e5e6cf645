import { useEffect } from 'react';
import type { FormInstance } from 'antd';

/**
 * Fills a form from loaded data, but never over what the user has started typing: a background
 * refetch of the same data must not wipe their edits.
 */
export function useFormInit<T extends object>(form: FormInstance, data: T | undefined, map: (d: T) => object = (d) => d) {
  useEffect(() => {
    if (data && !form.isFieldsTouched()) form.setFieldsValue(map(data));
    // `map` is a pure view of `data`, so only new data needs a re-run.
  }, [data, form]);
}
