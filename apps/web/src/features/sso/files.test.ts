import { describe, expect, it } from 'vitest';
import { certificateFileProblem, certificateState, metadataFileProblem, toBase64 } from './files';

const MB = 1024 * 1024;

describe('the certificate file check before upload', () => {
  it('takes .der, .cer, .pem and .pfx files up to 1 MB, whatever the case of the extension', () => {
    for (const name of ['idp.der', 'idp.CER', 'idp.pem', 'idp.Pfx']) expect(certificateFileProblem({ name, size: 1200 })).toBeNull();
    expect(certificateFileProblem({ name: 'idp.pem', size: MB })).toBeNull();
  });
  it('refuses another extension, an empty file and one over 1 MB', () => {
    expect(certificateFileProblem({ name: 'idp.crt.txt', size: 10 })).toBe('extension');
    expect(certificateFileProblem({ name: 'pem', size: 10 })).toBe('extension');
    expect(certificateFileProblem({ name: 'idp.cer', size: 0 })).toBe('empty');
    expect(certificateFileProblem({ name: 'idp.cer', size: MB + 1 })).toBe('tooLarge');
  });
});

describe('the metadata file check before upload', () => {
  it('takes an .xml file up to 1 MB and refuses the rest', () => {
    expect(metadataFileProblem({ name: 'FederationMetadata.XML', size: 5000 })).toBeNull();
    expect(metadataFileProblem({ name: 'metadata.json', size: 5000 })).toBe('extension');
    expect(metadataFileProblem({ name: 'metadata.xml', size: 0 })).toBe('empty');
    expect(metadataFileProblem({ name: 'metadata.xml', size: MB + 1 })).toBe('tooLarge');
  });
});

describe('base64 of a file', () => {
  it('encodes bytes the way the server decodes them, also past one chunk', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 7).map((_, i) => (i * 31) % 256);
    expect(Buffer.from(toBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(toBase64(new Uint8Array([0xff, 0x00, 0x41]))).toBe('/wBB');
  });
});

describe('the certificate summary state', () => {
  const now = Date.parse('2026-11-27T00:00:00Z');
  it('warns within 30 days of the end and says expired after it', () => {
    expect(certificateState('2027-06-01T00:00:00Z', now)).toBe('valid');
    expect(certificateState('2026-12-20T00:00:00Z', now)).toBe('expiring');
    expect(certificateState('2026-11-26T23:59:59Z', now)).toBe('expired');
  });
});
