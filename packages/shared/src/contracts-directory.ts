import type { z } from 'zod';
import { defineContract } from './route-contract';
import { signIn } from './account-responses';
import { directoryEnterpriseBody, directoryLoginBody, directorySaveBody, directoryTestBody } from './directory-schemas';
import { directoryDeleted, directorySettings, directorySettingsOrNone, directoryTestResult } from './directory-responses';

// Directory (AD/LDAP) sign-in (docs/directory.md): the enterprise managers' settings calls and the
// public sign-in with directory credentials (same answer as /public/user/login).
const D = '/protected/directory';
const post = <I extends z.ZodType, O extends z.ZodType>(url: string, input: I, output: O) => defineContract({ method: 'POST', url, input, output });

export const directoryContracts = {
  directorySettings: post(`${D}/get-settings`, directoryEnterpriseBody, directorySettingsOrNone),
  saveDirectorySettings: post(`${D}/save-settings`, directorySaveBody, directorySettings),
  testDirectorySettings: post(`${D}/test-settings`, directoryTestBody, directoryTestResult),
  deleteDirectorySettings: post(`${D}/delete-settings`, directoryEnterpriseBody, directoryDeleted),
  directoryLogin: post('/public/user/directory-login', directoryLoginBody, signIn),
};
