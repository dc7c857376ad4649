import { describe, expect, it } from 'vitest';
import { cleanFileName, MESSAGES, sniffFileType } from './uploads';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('file type sniffing', () => {
  it('recognises the accepted kinds by their magic bytes', () => {
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffFileType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffFileType(new TextEncoder().encode('GIF87a...'))).toBe('gif');
  });

  it('refuses everything else, whatever the name says', () => {
    expect(sniffFileType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // a Windows executable
    expect(sniffFileType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e))).toBeNull(); // truncated PNG signature
    expect(sniffFileType(bytes())).toBeNull();
  });
});

describe('upload messages and names', () => {
  it('uses the product texts', () => {
    expect(MESSAGES.tooMany).toEqual({
      title: 'Too many files',
      description: 'You can upload a maximum of 5 files.',
    });
    expect(MESSAGES.tooLarge('a.png')).toEqual({
      title: 'File too large',
      description: 'a.png is larger than 5MB.',
    });
    expect(MESSAGES.uploadFailed('a.png', 'Network error')).toBe('Failed to upload a.png: Network error');
  });

  it('keeps a file name display-safe', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\team "1".png')).toBe('team 1.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(120);
  });
});
