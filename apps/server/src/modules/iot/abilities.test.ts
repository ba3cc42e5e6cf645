import { describe, expect, it } from 'vitest';
import { scopeOf } from '../../test/scopes';
import { iotAbilities } from './service';

// What the IoT lists say the caller may do (docs/iot.md), from the iot module's grants.

describe('iot abilities', () => {
  it('reads edit, ingest and repair from the grants; admins hold all, outsiders none', () => {
    expect(iotAbilities(scopeOf('member', ['iot:enter', 'iot:repair']))).toEqual({ edit: false, ingest: false, repair: true });
    expect(iotAbilities(scopeOf('projectAdmin'))).toEqual({ edit: true, ingest: true, repair: true });
    expect(iotAbilities(scopeOf('outsider', ['iot:edit']))).toEqual({ edit: false, ingest: false, repair: false });
  });
});
