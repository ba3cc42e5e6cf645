// DXF files before AutoCAD 2007 (AC1021) are in the code page named by $DWGCODEPAGE; later ones
// are UTF-8. Only the header is read.

const CODE_PAGES: Record<string, string> = {
  ansi_932: 'shift_jis',
  ansi_936: 'gbk',
  ansi_949: 'euc-kr',
  ansi_950: 'big5',
  ansi_1250: 'windows-1250',
  ansi_1251: 'windows-1251',
  ansi_1252: 'windows-1252',
  ansi_1253: 'windows-1253',
  ansi_1254: 'windows-1254',
  ansi_1255: 'windows-1255',
  ansi_1256: 'windows-1256',
  ansi_1257: 'windows-1257',
  ansi_1258: 'windows-1258',
  ansi_874: 'windows-874',
};

export function dxfEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64 * 1024));
  const value = (name: string) => new RegExp(`\\$${name}\\s*\\r?\\n\\s*\\d+\\s*\\r?\\n([^\\r\\n]*)`).exec(head)?.[1].trim() ?? '';
  const version = value('ACADVER');
  if (/^AC\d{4}$/.test(version) && Number(version.slice(2)) >= 1021) return 'utf-8';
  return CODE_PAGES[value('DWGCODEPAGE').toLowerCase()] ?? 'utf-8';
}
