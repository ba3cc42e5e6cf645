import { describe, expect, it } from 'vitest';
import { dxfEncoding } from './dxfEncoding';

const header = (ver: string, cp: string) =>
  new TextEncoder().encode(`  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n  1\r\n${ver}\r\n  9\r\n$DWGCODEPAGE\r\n  3\r\n${cp}\r\n  0\r\nENDSEC\r\n`);

describe('DXF text encoding', () => {
  it('reads older files in their code page', () => {
    expect(dxfEncoding(header('AC1015', 'ANSI_949'))).toBe('euc-kr');
    expect(dxfEncoding(header('AC1018', 'ANSI_936'))).toBe('gbk');
  });
  it('reads AutoCAD 2007 and later as UTF-8', () => {
    expect(dxfEncoding(header('AC1027', 'ANSI_949'))).toBe('utf-8');
  });
  it('falls back to UTF-8', () => {
    expect(dxfEncoding(new TextEncoder().encode('0\nEOF\n'))).toBe('utf-8');
  });
});
