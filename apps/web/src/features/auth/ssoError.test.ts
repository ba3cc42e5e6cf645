import { describe, expect, it } from 'vitest';
import { SSO_ERROR_REASONS } from '@trestle/shared/sso-responses';
import { ssoErrorText } from './ssoError';

describe('the sign-in page names why single sign-on failed', () => {
  it('has a text of its own for every reason the server sends, in en, zh and ja', () => {
    for (const lang of ['en', 'zh', 'ja'] as const) {
      const texts = SSO_ERROR_REASONS.map((r) => ssoErrorText(r, lang));
      for (const text of texts) expect(text).toMatch(/\S/);
      // One message per reason: no two reasons share a text (notConfigured aside, it is the same sentence as the settings' message).
      expect(new Set(texts).size).toBe(SSO_ERROR_REASONS.length);
      expect(texts.some((t) => t?.startsWith('sso.'))).toBe(false);
    }
    expect(ssoErrorText('replayed', 'en')).toBe('The sign-in answer was already used');
    expect(ssoErrorText('signature', 'zh')).toBe('登录回应的签名无效');
  });
  it('shows the general text for a reason it does not know and nothing without one', () => {
    expect(ssoErrorText('<script>', 'en')).toBe(ssoErrorText('malformed', 'en'));
    expect(ssoErrorText(null, 'en')).toBeNull();
    expect(ssoErrorText('', 'en')).toBeNull();
  });
});
