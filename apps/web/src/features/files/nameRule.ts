import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { cleanName, nameProblem } from '@trestle/shared';

/** A form rule for file, folder and label names (spec 2 §5), checked on the cleaned name. */
export function nameRule(t: TFunction): RuleObject {
  return {
    validator: async (_, value: string | undefined) => {
      const problem = nameProblem(cleanName(value ?? ''));
      if (problem === 'required') throw new Error(t('files:name.required'));
      if (problem === 'forbidden') throw new Error(t('files:name.forbidden'));
      if (problem === 'tooLong') throw new Error(t('files:name.tooLong'));
    },
  };
}
