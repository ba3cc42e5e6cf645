import { describe, expect, it } from 'vitest';
import { needEdit, type Caller } from './access';

// Writing composite links (docs/models.md "Composite links"): who the caller is was resolved by
// callerOf (covered by composite.test.ts); here only the decision on the resolved caller.

const caller = (over: Partial<Caller>) => ({ actorId: 'me', canEdit: true, ...over }) as Caller;

describe('writing composite links', () => {
  it('lets a member with update on the model file write, as themselves', () => {
    expect(needEdit(caller({}))).toBe('me');
  });

  it('refuses a share visitor as read-only and a member without update as forbidden', () => {
    expect(() => needEdit(caller({ actorId: null, canEdit: false }))).toThrow(expect.objectContaining({ status: 403, messageKey: 'composite.readOnly' }));
    expect(() => needEdit(caller({ canEdit: false }))).toThrow(expect.objectContaining({ status: 403, messageKey: 'err.noPermission' }));
  });
});
