import type { Config } from '../../config';

/** The start-up configuration the web app reads first (spec 1 §3, §7.1, §9 defaults). */
export function webConfig(config: Config): Record<string, unknown> {
  return {
    API_BASE_URL: '',
    CRM_API_BASE_URL: '',
    JARVIS_CLOUD_URL: '',
    DMS_H5_HOST: '',
    JARVIS_CLOUD_UPLOAD_URL: '',
    CARLIER_EAGLE_EYE_URL: '',
    CARTIER_EAGLE_EYE_TEST_URL: '',
    TITLE: config.web.title,
    FAVICON: '/favicon.svg',
    AUDIO_LIST: ['mp3'],
    VIDEO_LIST: ['mp4'],
    DEFAULT_FONT: 'arial',
    SYSTEM_AREA: '',
    EPC: false,
    PMS: false,
    VIEWER_ORDER: ['forge', 'jarvis'],
    REGISTRATION: config.allowRegistration,
    UPLOAD_MAX_FILES: config.limits.uploadMaxFiles,
    UPLOAD_MAX_BYTES: config.limits.uploadMaxBytes,
    FOOTER: {
      show: config.web.showFooter,
      copyright: config.web.footerCopyright,
      filingText: config.web.filingText,
      filingUrl: config.web.filingUrl,
    },
    ...config.web.overrides,
  };
}
