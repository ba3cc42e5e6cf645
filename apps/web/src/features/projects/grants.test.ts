import { describe, expect, it } from 'vitest';
import { configAbilities, holds } from './grants';

// The configuration's controls follow the grants the project info reports.

describe('project grants on the web', () => {
  it('reads a grant from the list, and nothing while the project is loading', () => {
    expect(holds({ permissions: ['project:edit'] }, 'project', 'edit')).toBe(true);
    expect(holds({ permissions: ['project:edit'] }, 'project', 'delete')).toBe(false);
    expect(holds(undefined, 'project', 'enter')).toBe(false);
  });

  it('gives each configuration control the grant its call needs', () => {
    expect(configAbilities({ permissions: ['project:permission', 'person:add'] })).toEqual({
      edit: false,
      permission: true,
      members: { add: true, edit: false, remove: false },
    });
    expect(configAbilities({ permissions: [] })).toEqual({ edit: false, permission: false, members: { add: false, edit: false, remove: false } });
  });
});
