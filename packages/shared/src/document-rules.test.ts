import { describe, expect, it } from 'vitest';
import { mayChangeItem, OWNER_ACTIONS, type OwnerFacts } from './document-rules';

// The documents' owner rule both sides use (docs/sharing-permissions.md).

const facts = (over: Partial<OwnerFacts> = {}): OwnerFacts => ({ permissionMode: 'default', owner: false, userId: 'me', ...over });

describe('the owner rule', () => {
  it('lets a member change their own item in the default mode, not someone else’s', () => {
    expect(mayChangeItem(facts(), { createdBy: 'me' })).toBe(true);
    expect(mayChangeItem(facts(), { createdBy: 'other' })).toBe(false);
  });

  it('lets whoever holds owner there, and admins, change anyone’s item', () => {
    expect(mayChangeItem(facts({ owner: true }), { createdBy: 'other' })).toBe(true);
    expect(mayChangeItem(facts({ holdsAll: true }), { createdBy: 'other' })).toBe(true);
  });

  it('does not apply in the public mode', () => {
    expect(mayChangeItem(facts({ permissionMode: 'public' }), { createdBy: 'other' })).toBe(true);
  });

  it('applies the default rule while the mode is unknown, and gives an unknown caller nothing of their own', () => {
    expect(mayChangeItem(facts({ permissionMode: undefined }), { createdBy: 'other' })).toBe(false);
    expect(mayChangeItem(facts({ userId: undefined }), { createdBy: undefined })).toBe(false);
    expect(mayChangeItem(facts({ userId: null }), { createdBy: null })).toBe(false);
  });

  it('names the actions it guards', () => {
    expect([...OWNER_ACTIONS].sort()).toEqual(['cover', 'delete', 'rename']);
  });
});
