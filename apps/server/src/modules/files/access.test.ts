import { describe, expect, it } from 'vitest';
import type { Deps } from '../../http/context';
import { scopeOf } from '../../test/scopes';
import { DmsAccess } from './access';
import type { Node } from './storage/content';

// The owner rule as DmsAccess applies it to a scope (the rule itself: packages/shared
// document-rules.test.ts). Resolving actions along the tree reads the database and is covered
// by the route tests (files.test.ts, permissions/acl.test.ts).

// ownsOrMay reads only the scope: no database behind these.
const access = (...args: Parameters<typeof scopeOf>) => new DmsAccess({} as Deps, scopeOf(...args));
const node = (createdBy: string) => ({ id: 'n1', createdBy }) as Node;
const acts = (...a: string[]) => new Set(a);

describe('the owner rule on a scope', () => {
  it('lets a member rename their own item but not another member’s without owner', () => {
    const member = access('member', ['dms:rename']);
    expect(member.ownsOrMay(node('me'), acts('rename'))).toBe(true);
    expect(member.ownsOrMay(node('other'), acts('rename'))).toBe(false);
    expect(member.ownsOrMay(node('other'), acts('rename', 'owner'))).toBe(true);
  });

  it('lets project admins, enterprise managers and system managers change anyone’s item', () => {
    for (const kind of ['projectAdmin', 'enterpriseManager', 'systemManager'] as const) expect(access(kind).ownsOrMay(node('other'), acts())).toBe(true);
  });

  it('does not apply in the project’s public mode', () => {
    expect(access('member', [], { permissionMode: 'public' }).ownsOrMay(node('other'), acts('rename'))).toBe(true);
  });
});
