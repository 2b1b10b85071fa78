/** @jest-environment node */
import sharp from 'sharp';
import { checkFileType, sniffKind } from '@/lib/uploads/file-type';

const image = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    [format]()
    .toBuffer();

describe('checkFileType', () => {
  it('recognises real JPEG, PNG and WebP files by their bytes', async () => {
    expect(sniffKind(await image('jpeg'))).toBe('jpeg');
    expect(sniffKind(await image('png'))).toBe('png');
    expect(sniffKind(await image('webp'))).toBe('webp');
  });

  it('recognises a PDF and a HEIC header', () => {
    expect(checkFileType('s.pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\n'))).toEqual({
      ok: true,
      kind: 'pdf',
      mime: 'application/pdf',
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffKind(heic)).toBe('heic');
  });

  it('ignores the name: a JPEG called .pdf is a JPEG', async () => {
    expect(checkFileType('statement.pdf', await image('jpeg'))).toMatchObject({ ok: true, kind: 'jpeg' });
  });

  it.each([
    ['HTML renamed .pdf', 'statement.pdf', Buffer.from('<!DOCTYPE html><html><script>x()</script>'), 'web page'],
    ['an ELF executable', 'photo.jpg', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'ELF executable'],
    ['a Windows executable', 'scan.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]), 'Windows executable'],
    ['a ZIP archive', 'statement.pdf', Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]), 'ZIP archive'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'empty'],
    ['plain text', 'notes.pdf', Buffer.from('hello statement'), 'not a PDF, JPEG, PNG, WebP or HEIC file'],
  ])('refuses %s, naming the file and the reason', (_label, name, bytes, reason) => {
    const result = checkFileType(name, bytes);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(`"${name}"`);
    expect(result.message).toContain(reason);
  });
});
